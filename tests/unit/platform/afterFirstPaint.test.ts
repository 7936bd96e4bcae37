import { describe, expect, it, vi } from 'vitest';
import { afterFirstPaint } from '../../../src/platform/afterFirstPaint.ts';

/** A page whose paint timing entries the test reports, one list at a time; or one without paint timing. */
function page(paintTiming = true) {
  const observers: Array<{ report: (names: string[]) => void; disconnected: boolean }> = [];
  class FakeObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'largest-contentful-paint'] : ['navigation'];
    private readonly entry: { report: (names: string[]) => void; disconnected: boolean };
    constructor(callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {
      this.entry = {
        disconnected: false,
        report: (names) => {
          if (!this.entry.disconnected)
            callback({ getEntriesByName: (name) => names.filter((reported) => reported === name) });
        },
      };
      observers.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  const win = { PerformanceObserver: FakeObserver } as unknown as Window;
  return { win, report: (names: string[]) => observers.forEach((observer) => observer.report(names)) };
}

describe('after the first paint', () => {
  it('calls back once the page has painted content, and only once', () => {
    const { win, report } = page();
    const then = vi.fn();
    afterFirstPaint(win, then);
    report(['first-paint']);
    expect(then).not.toHaveBeenCalled();
    report(['first-paint', 'first-contentful-paint']);
    report(['first-contentful-paint']);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('calls back at once where paint timing is unknown', () => {
    const then = vi.fn();
    afterFirstPaint(page(false).win, then);
    expect(then).toHaveBeenCalledTimes(1);
  });
});
