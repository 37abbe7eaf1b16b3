import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * How long a remote's host may take to start answering (the first byte of its mf-manifest.json, and of its
 * remoteEntry.js) before the section gives up and offers Retry. A host that accepts the connection and never answers
 * would otherwise keep the placeholder up (a fetch has no timeout, a script waits 20 s); only the start is timed, so a
 * host that answers slowly, bytes still arriving, keeps loading however long that takes.
 */
export const REMOTE_FIRST_BYTE_TIMEOUT_MS = 3_000;

/** A remote's host that did not start answering within {@link REMOTE_FIRST_BYTE_TIMEOUT_MS}. */
export class RemoteHostTimeoutError extends Error {
  override name = 'RemoteHostTimeoutError';
}

/** Every URL fetched in this page's life: only the first fetch of a URL can take over the page's preload of it. */
const fetchedUrls = new Set<string>();

const isPreloaded = (url: string) =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].some((link) => link.href === url);

/**
 * When the wait for `url`'s first byte began, on `performance.now()`'s clock; `null` when its answer is already in.
 * The server's HTML preloads the manifest of the page at its address as the page loads: the first fetch of that
 * manifest takes that request over, so its wait counts from when the HTML arrived, not from when the shell got to it.
 */
function waitStartedAt(url: string): number | null {
  const isFirstFetch = !fetchedUrls.has(url);
  fetchedUrls.add(url);
  if (!isFirstFetch || !isPreloaded(url)) return performance.now();
  // A preload that has finished is in the resource timings: its host has answered.
  if (performance.getEntriesByName(url, 'resource').length > 0) return null;
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation?.responseStart ?? performance.now();
}

/**
 * `fetch`, rejected with a {@link RemoteHostTimeoutError} when no answer (its status and headers) has come within
 * {@link REMOTE_FIRST_BYTE_TIMEOUT_MS}; once it has, the body may take as long as it takes.
 */
export async function fetchWithFirstByteTimeout(url: string, init: RequestInit = {}): Promise<Response> {
  const startedAt = waitStartedAt(url);
  if (startedAt === null) return fetch(url, init);
  const controller = new AbortController();
  const timer = setTimeout(
    () =>
      controller.abort(new RemoteHostTimeoutError(`${url} did not answer within ${REMOTE_FIRST_BYTE_TIMEOUT_MS} ms`)),
    Math.max(0, startedAt + REMOTE_FIRST_BYTE_TIMEOUT_MS - performance.now()),
  );
  try {
    return await fetch(url, { ...init, signal: controller.signal });
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A remote's container script, failed (its `error` event) when the host does not start answering in time. A script
 * element tells nothing until it has loaded or failed, so a HEAD request of the same URL asks whether the host answers:
 * one that hangs does not answer that either. Any answer counts, whatever its status.
 */
function entryScript(url: string): HTMLScriptElement {
  const script = document.createElement('script');
  script.src = url;
  fetchWithFirstByteTimeout(url, { method: 'HEAD', mode: 'no-cors', cache: 'no-store' }).catch((error: unknown) => {
    if (error instanceof RemoteHostTimeoutError) script.dispatchEvent(new Event('error'));
  });
  return script;
}

/**
 * The federation runtime's plugin that times the first byte of every remote's manifest (the runtime's `fetch`) and
 * container script (`createScript`); a late host makes `loadRemote` reject, and the section shows its fallback.
 */
export const firstByteTimeoutPlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'benchlink-first-byte-timeout',
  fetch: (url, init) => fetchWithFirstByteTimeout(url, init),
  createScript: ({ url, remoteInfo }) => (remoteInfo && url === remoteInfo.entry ? entryScript(url) : undefined),
});

/** Forgets which URLs were fetched (tests). */
export function resetFirstByteTimeout() {
  fetchedUrls.clear();
}
