import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './next-task';

afterEach(() => {
  vi.useRealTimers();
});

describe('nextTask', () => {
  it("yields with the browser's scheduler when it has one", async () => {
    const yieldToBrowser = vi.fn(() => Promise.resolve());
    await nextTask({ yield: yieldToBrowser });
    expect(yieldToBrowser).toHaveBeenCalledOnce();
  });

  it('waits for a timer without one: nothing after it runs in the same task', async () => {
    vi.useFakeTimers();
    let resumed = false;
    const step = nextTask({}).then(() => {
      resumed = true;
    });
    await Promise.resolve();
    expect(resumed).toBe(false);
    await vi.runAllTimersAsync();
    await step;
    expect(resumed).toBe(true);
  });
});
