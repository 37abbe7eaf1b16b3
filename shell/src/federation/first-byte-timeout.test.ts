import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fetchWithFirstByteTimeout,
  firstByteTimeoutPlugin,
  REMOTE_FIRST_BYTE_TIMEOUT_MS,
  RemoteHostTimeoutError,
  resetFirstByteTimeout,
} from './first-byte-timeout';

const manifestUrl = 'https://cdn.example.com/mf-admin/mf-manifest.json';
const entryUrl = 'https://cdn.example.com/mf-admin/remoteEntry.js';

/** A fetch whose answer (status and headers) comes when the test says, or never; it honours the abort signal. */
function stubFetch() {
  const answers: { url: string; init: RequestInit; answer: (response: Response) => void }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (url: string, init: RequestInit = {}) =>
        new Promise<Response>((resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
          answers.push({ url, init, answer: resolve });
        }),
    ),
  );
  return answers;
}

/** A response whose body has not finished arriving (a host sending slowly). */
const slowResponse = () => new Response(new ReadableStream({ start: () => undefined }));

/** What a promise has come to so far. */
function watch<T>(promise: Promise<T>) {
  const state: { value?: T; error?: unknown; settled: boolean } = { settled: false };
  promise.then(
    (value) => Object.assign(state, { value, settled: true }),
    (error: unknown) => Object.assign(state, { error, settled: true }),
  );
  return state;
}

beforeEach(() => {
  vi.useFakeTimers();
  resetFirstByteTimeout();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.head.innerHTML = '';
});

describe('fetchWithFirstByteTimeout', () => {
  it('gives up on a host that has not answered after REMOTE_FIRST_BYTE_TIMEOUT_MS, not before', async () => {
    stubFetch();
    const outcome = watch(fetchWithFirstByteTimeout(manifestUrl));

    await vi.advanceTimersByTimeAsync(REMOTE_FIRST_BYTE_TIMEOUT_MS - 1);
    expect(outcome.settled).toBe(false);

    await vi.advanceTimersByTimeAsync(1);
    expect(outcome.error).toBeInstanceOf(RemoteHostTimeoutError);
    expect(outcome.error).toHaveProperty('message', expect.stringContaining(manifestUrl));
  });

  it('keeps a host that has started answering, however long its body takes', async () => {
    const answers = stubFetch();
    const outcome = watch(fetchWithFirstByteTimeout(manifestUrl));

    await vi.advanceTimersByTimeAsync(REMOTE_FIRST_BYTE_TIMEOUT_MS - 100);
    const response = slowResponse();
    answers[0]?.answer(response);
    await vi.advanceTimersByTimeAsync(60_000);

    expect(outcome.value).toBe(response);
    expect(answers[0]?.init.signal?.aborted).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("counts the page's preload of the manifest from when the page arrived, once", async () => {
    stubFetch();
    const preload = Object.assign(document.createElement('link'), { rel: 'preload', href: manifestUrl });
    document.head.append(preload);
    vi.spyOn(performance, 'getEntriesByName').mockReturnValue([]);
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ responseStart: 0 } as PerformanceNavigationTiming]);
    // The shell got to the manifest 2.5 s after the page arrived: half a second of the wait is left.
    vi.spyOn(performance, 'now').mockReturnValue(2_500);
    const first = watch(fetchWithFirstByteTimeout(manifestUrl));
    await vi.advanceTimersByTimeAsync(500);
    expect(first.error).toBeInstanceOf(RemoteHostTimeoutError);

    // Retry asks the host afresh: the whole wait again.
    const retry = watch(fetchWithFirstByteTimeout(manifestUrl));
    await vi.advanceTimersByTimeAsync(REMOTE_FIRST_BYTE_TIMEOUT_MS - 1);
    expect(retry.settled).toBe(false);
  });

  it('does not time a preload whose answer is in already', async () => {
    const answers = stubFetch();
    const preload = Object.assign(document.createElement('link'), { rel: 'preload', href: manifestUrl });
    document.head.append(preload);
    vi.spyOn(performance, 'getEntriesByName').mockReturnValue([{} as PerformanceEntry]);
    const outcome = watch(fetchWithFirstByteTimeout(manifestUrl));
    await vi.advanceTimersByTimeAsync(REMOTE_FIRST_BYTE_TIMEOUT_MS * 2);
    expect(outcome.settled).toBe(false);
    expect(answers[0]?.init.signal).toBeUndefined();
  });
});

describe('firstByteTimeoutPlugin', () => {
  const remoteInfo = { name: 'mf_admin', entry: entryUrl, type: 'global', entryGlobalName: 'mf_admin', shareScope: '' };

  it("fails the container script of a host that does not answer its HEAD in time (the script's error event)", async () => {
    const answers = stubFetch();
    const script = firstByteTimeoutPlugin().createScript?.({ url: entryUrl, remoteInfo }) as HTMLScriptElement;
    expect(script.src).toBe(entryUrl);
    const onError = vi.fn();
    script.addEventListener('error', onError);
    expect(answers[0]).toMatchObject({ url: entryUrl, init: { method: 'HEAD' } });

    await vi.advanceTimersByTimeAsync(REMOTE_FIRST_BYTE_TIMEOUT_MS);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('leaves the container script of a host that answers alone', async () => {
    const answers = stubFetch();
    const script = firstByteTimeoutPlugin().createScript?.({ url: entryUrl, remoteInfo }) as HTMLScriptElement;
    const onError = vi.fn();
    script.addEventListener('error', onError);
    answers[0]?.answer(new Response(null, { status: 405 }));
    await vi.advanceTimersByTimeAsync(REMOTE_FIRST_BYTE_TIMEOUT_MS * 2);
    expect(onError).not.toHaveBeenCalled();
  });

  it("leaves a remote's other scripts (its page's chunks) to the runtime", () => {
    const chunk = 'https://cdn.example.com/mf-admin/963.0554b68876.js';
    expect(firstByteTimeoutPlugin().createScript?.({ url: chunk, remoteInfo })).toBeUndefined();
  });
});
