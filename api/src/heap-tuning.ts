// Imported first by the server's entry, before any of its code runs: V8 settings for a server whose heap is mostly
// the listing index (docs/performance.md, "Garbage collection"). Set at run time, as `--expose-gc` is
// (lib/collect-garbage.ts), so that `npm start` stays a plain `node` command.
import v8 from 'node:v8';

// V8 places new objects straight in the old generation when most objects from the same allocation site lived long.
// Loading the listing index and computing its rankings (tens of thousands of long-lived facts and match scores)
// teaches it that of sites which requests then use for short-lived objects (a page's match scores, a query's parse,
// a page's assembly), so every request left garbage in the old generation: under the bench it grew from 240 to
// 630-685 MiB in two minutes, and from then on a full collection ran every 5-8 s. Without pretenuring such objects
// die young; what does live long is copied to the old generation once.
v8.setFlagsFromString('--no-allocation-site-pretenuring');

/**
 * V8 settings only a process's command line can give (they are read when its heap is set up): the cluster primary
 * starts its server processes with them. V8's memory reducer runs a full collection about 100 s after the last one,
 * under load as well, to give memory back to the system; with the listing index live that costs 0.34-0.65 s of
 * marking for about 50 MiB, and the requests of those seconds pay for it. A process under load collects when its old
 * generation is full in any case.
 */
export const SERVER_PROCESS_V8_FLAGS = ['--no-memory-reducer'];
