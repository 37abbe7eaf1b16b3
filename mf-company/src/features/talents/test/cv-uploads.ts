import type { ApiErrorBody } from '@benchlink/contracts/errors';
import type { Talent } from '@benchlink/contracts/talents';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { vi } from 'vitest';

/** One CV upload as the page sent it. */
export interface SentUpload {
  method: string;
  url: string;
  file: File | null;
}

/**
 * Answers CV uploads, which go through XMLHttpRequest for their progress (`mockApi` stubs only `fetch`): each upload
 * reports half its bytes sent, then, at once or when `finish()` is called (`hold`), the reply.
 * @example const uploads = stubCvUploads({ status: 200, body: talentWithCv }); … expect(uploads.sent[0]?.url).toBe('/api/companies/talents/7/cv');
 */
export function stubCvUploads(
  reply: { status: 200; body: Talent } | { status: number; body: ApiErrorBody },
  hold = false,
) {
  const sent: SentUpload[] = [];
  const waiting: Array<() => void> = [];
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
    private request = { method: '', url: '' };
    open(method: string, url: string) {
      this.request = { method, url };
    }
    getResponseHeader(name: string) {
      return name.toLowerCase() === 'content-type' ? 'application/json' : null;
    }
    send(form: FormData) {
      const file = form.get('file');
      sent.push({ ...this.request, file: file instanceof File ? file : null });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
      const answer = () => {
        this.status = reply.status;
        this.responseText = JSON.stringify(reply.body);
        this.onload?.();
      };
      if (hold) waiting.push(answer);
      else setTimeout(answer, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return { sent, finish: () => waiting.splice(0).forEach((answer) => answer()) };
}

/** A PDF file as a user picks it. */
export const pdfFile = (name = 'cv.pdf', bytes = 64) =>
  new File([`%PDF-1.4 ${'x'.repeat(Math.max(0, bytes - 9))}`], name, { type: 'application/pdf' });

/**
 * Picks `file` in the page's CV picker, as a user does through its button: the native input itself is hidden (and
 * takes no pointer events), so the check on pointer events is left out.
 */
export async function chooseCv(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('The page has no file picker');
  await userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never, delay: null }).upload(input, file);
}
