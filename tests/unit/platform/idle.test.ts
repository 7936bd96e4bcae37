import { afterEach, describe, expect, it, vi } from 'vitest';
import { idle, nextTask } from '../../../src/platform/idle.ts';

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

describe('idle', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("resolves in the browser's next idle period, which waits at most the time given", async () => {
    let callback: (() => void) | undefined;
    const requestIdleCallback = vi.fn((idleCallback: () => void) => {
      callback = idleCallback;
      return 1;
    });
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    let resolved = false;
    const done = idle(3000).then(() => (resolved = true));
    await Promise.resolve();
    expect(resolved).toBe(false);
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 3000 });
    callback?.();
    await done;
    expect(resolved).toBe(true);
  });
});
