import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { StatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../app-env';

/** The security headers of every API answer; `secureHeaders` chooses their values, here is the one place it is configured. */
export const securityHeaders = secureHeaders({ crossOriginResourcePolicy: 'same-origin' });

/** The headers `middleware` sets on an answer, read once by running it in a throwaway app. */
async function headersSetBy(middleware: MiddlewareHandler): Promise<Readonly<Record<string, string>>> {
  const answer = await new Hono()
    .use(middleware)
    .get('/', (c) => c.body(null, 204))
    .request('/');
  return Object.freeze(Object.fromEntries(answer.headers));
}

/** What `securityHeaders` sets, as a plain record (lower-case names), for answers built whole. */
export const securityHeaderRecord = await headersSetBy(securityHeaders);

const completeAnswers = new WeakSet<Response>();

/** A route's headers merged with the fixed ones, once per record the route passes (routes pass constants). */
const mergedHeaders = new WeakMap<Readonly<Record<string, string>>, Readonly<Record<string, string>>>();
function withFixedHeaders(headers: Readonly<Record<string, string>>) {
  let merged = mergedHeaders.get(headers);
  if (!merged) {
    // Security headers last: `secureHeaders` has the last word on them too.
    merged = Object.freeze({ 'cache-control': 'no-store', ...headers, ...securityHeaderRecord });
    mergedHeaders.set(headers, merged);
  }
  return merged;
}

/**
 * An answer built whole: its body, status and every header it goes out with (the route's, `Cache-Control: no-store`
 * unless the route gives one, the request id and the security headers) in one plain record. Node's adapter writes
 * such an answer as it is, where adding headers to an answer afterwards makes it build a `Headers` object and copy
 * it; `responseHeaders` leaves it alone. For the answers that carry no per-user data and are asked for most (health,
 * reference lists); everything else uses `c.json` and gets its headers from `responseHeaders`. Pass `headers` as a
 * constant (or one record per cached value): the merged record is kept per object.
 */
export function completeAnswer(
  c: Context<AppEnv>,
  body: string | null,
  status: StatusCode,
  headers: Readonly<Record<string, string>>,
): Response {
  const requestId = c.get('requestId');
  const fixed = withFixedHeaders(headers);
  const answer = new Response(body, { status, headers: requestId ? { ...fixed, 'x-request-id': requestId } : fixed });
  completeAnswers.add(answer);
  return answer;
}

/** Whether `answer` was built by `completeAnswer`, headers and all. */
export const isCompleteAnswer = (answer: Response) => completeAnswers.has(answer);
