import v8 from 'node:v8';
import vm from 'node:vm';

/**
 * A full garbage collection, now; returns how long it took in milliseconds. Loading the listing index at start leaves
 * a few hundred MB of the load's garbage in the heap's old generation: left to V8's own time, its collection runs
 * beside the first minutes of requests and slows them (by about a tenth in `npm run bench` at 100,000 positions).
 * Collected at once, before the first browse is answered, it takes about half a second there. (`gc` is a V8 function
 * Node exposes only with `--expose-gc`; setting that flag at run time keeps `npm start` a plain `node` command.)
 */
export function collectGarbage(): number {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as () => void;
  const started = performance.now();
  gc();
  return performance.now() - started;
}
