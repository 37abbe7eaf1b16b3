import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyToPosition } from './applications';

afterEach(() => {
  vi.unstubAllGlobals();
});

const created = {
  id: 1,
  positionId: 4,
  applicationStatus: 'IN_PROGRESS',
  rate: 55,
  availableFrom: '2030-01-01',
  hasCv: false,
};

/** A stand-in XMLHttpRequest that records what is sent and answers with `status` and `body` after two progress events. */
function stubXhr(status: number, body: unknown) {
  const sent: { method?: string; url?: string; body?: FormData; withCredentials?: boolean } = {};
  class FakeXhr {
    status = 0;
    statusText = '';
    responseText = '';
    withCredentials = false;
    upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open(method: string, url: string) {
      sent.method = method;
      sent.url = url;
    }
    getResponseHeader(name: string) {
      return name.toLowerCase() === 'content-type' ? 'application/json' : null;
    }
    send(form: FormData) {
      sent.body = form;
      sent.withCredentials = this.withCredentials;
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
      this.status = status;
      this.statusText = status === 201 ? 'Created' : 'Bad Request';
      this.responseText = JSON.stringify(body);
      this.onload?.();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

describe('applyToPosition', () => {
  it('posts JSON when no CV is attached', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify(created), { status: 201, headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const xhr = stubXhr(201, created);

    expect(await applyToPosition({ positionId: 4, talentId: 9, rate: 55, availableFrom: '2030-01-01' })).toEqual(
      created,
    );

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/companies/apply');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual({
      positionId: 4,
      talentId: 9,
      rate: 55,
      availableFrom: '2030-01-01',
    });
    expect(xhr.url).toBeUndefined();
  });

  it("asks for the talent's stored CV in the JSON body instead of uploading one", async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ ...created, hasCv: true }), {
          status: 201,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const xhr = stubXhr(201, created);

    await applyToPosition({ positionId: 4, talentId: 9, rate: 55, availableFrom: '2030-01-01', useTalentCv: true });

    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      positionId: 4,
      talentId: 9,
      rate: 55,
      availableFrom: '2030-01-01',
      useTalentCv: true,
    });
    expect(xhr.url).toBeUndefined();
  });

  it('sends multipart/form-data with the file, credentials and upload progress when a CV is attached', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const xhr = stubXhr(201, { ...created, hasCv: true });
    const progress: number[] = [];
    const file = new File(['%PDF-1.4 cv'], 'cv.pdf', { type: 'application/pdf' });

    const result = await applyToPosition({ positionId: 4, rate: 55, availableFrom: '2030-01-01', file }, (fraction) =>
      progress.push(fraction),
    );

    expect(result).toMatchObject({ hasCv: true });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(xhr).toMatchObject({ method: 'POST', url: '/api/companies/apply', withCredentials: true });
    const form = xhr.body as FormData;
    expect(form.get('positionId')).toBe('4');
    expect(form.get('talentId')).toBeNull();
    expect(form.get('rate')).toBe('55');
    expect(form.get('availableFrom')).toBe('2030-01-01');
    expect((form.get('file') as File).name).toBe('cv.pdf');
    expect(progress).toEqual([0.5, 1, 1]);
  });

  it("rejects with the server's message when the multipart send fails", async () => {
    stubXhr(400, { message: ['A CV must be a PDF or Word document (.pdf, .doc or .docx)'], field: ['file'] });
    const file = new File(['not a pdf'], 'cv.pdf', { type: 'application/pdf' });

    await expect(applyToPosition({ positionId: 4, rate: 55, availableFrom: '2030-01-01', file })).rejects.toMatchObject(
      {
        status: 400,
        message: 'A CV must be a PDF or Word document (.pdf, .doc or .docx)',
      },
    );
  });
});
