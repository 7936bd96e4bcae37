import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from '../../../src/platform/idle.ts';

describe('nextTask', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('goes on in a later task, not in the microtasks of the current one', async () => {
    const order: string[] = [];
    const done = nextTask().then(() => order.push('after nextTask'));
    await Promise.resolve().then(() => order.push('microtask'));
    expect(order).toEqual(['microtask']);
    await done;
    expect(order).toEqual(['microtask', 'after nextTask']);
  });

  it("uses the browser's scheduler.yield() where there is one", async () => {
    const schedulerYield = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: schedulerYield });
    await nextTask();
    expect(schedulerYield).toHaveBeenCalledOnce();
  });
});
