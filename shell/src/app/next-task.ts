type YieldingScheduler = { yield?: () => Promise<void> };

/**
 * Lets the browser run what waits (a paint, a tap) before the next step: one task per step, not one long one.
 * `scheduler.yield()` where the browser has it: its continuation goes ahead of other queued tasks, and it is not
 * clamped to 4 ms the way a `setTimeout` is after a few nested ones (start-up takes a dozen steps).
 */
export function nextTask(scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler): Promise<void> {
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
