import { setTimeout as delay } from 'node:timers/promises';
import { expect, it } from 'vitest';
import { collectGarbage } from './collect-garbage';

it('collects what nothing refers to any more, and says how long it took', async () => {
  // Made in a function of its own, so that no variable of this one keeps it.
  const reference = (() => new WeakRef({ payload: new Array(1000).fill('x') }))();
  // A weak reference holds its target until the current job ends.
  await delay(0);
  const took = collectGarbage();
  expect(reference.deref()).toBeUndefined();
  expect(took).toBeGreaterThanOrEqual(0);
});
