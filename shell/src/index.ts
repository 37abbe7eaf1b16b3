import { loadShare } from '@module-federation/enhanced/runtime';
import { nextTask } from './app/next-task';

// The session is asked for at once, while the code that needs it downloads; the shell's session query takes it over.
const sessionRequest = fetch('/api/user', { headers: { accept: 'application/json' } });
sessionRequest.catch(() => undefined);

/**
 * The shared libraries the app starts with, heaviest to evaluate first: each name beside its import (an import's
 * specifier must be written out for the bundler to see it).
 */
const startupModules: [name: string, evaluate: () => Promise<unknown>][] = [
  ['react-dom/client', () => import('react-dom/client')],
  ['react-router', () => import('react-router')],
  ['styled-components', () => import('styled-components')],
  ['@benchlink/design-system', () => import('@benchlink/design-system')],
  ['@benchlink/api-client/core', () => import('@benchlink/api-client/core')],
];

/**
 * Async boundary: shared singletons are negotiated before any React code runs. Their code downloads all at once
 * (`loadShare` fetches a shared module without running it), then the heaviest are evaluated one per task, so the start
 * of the app is a few short tasks instead of one long one in which a tap on the first paint would wait.
 */
async function boot() {
  // Asking for a module's code is work too (the share scope's lookup, a script element per chunk): one task each.
  const downloads: Promise<unknown>[] = [];
  for (const [name] of startupModules) {
    await nextTask();
    downloads.push(loadShare(name));
  }
  await Promise.all(downloads);
  for (const [, evaluate] of startupModules) {
    await nextTask();
    await evaluate();
  }
  await nextTask();
  const { start } = await import('./bootstrap');
  // The shell's own modules have just run; starting the app is the next task.
  await nextTask();
  start(sessionRequest);
}

boot().catch((error: unknown) => {
  console.error(error);
  globalThis.benchlinkStartupFailed?.();
});
