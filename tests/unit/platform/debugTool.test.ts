import { afterEach, describe, expect, it, vi } from 'vitest';
import { isFramedByAnotherOrigin, loadDebugTool, type FrameWindow } from '../../../src/platform/debugTool.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('debug tool', () => {
  it('is loaded and started only when the query has debug=true', async () => {
    const init = vi.fn();
    const load = vi.fn(() => Promise.resolve({ init }));
    expect(await loadDebugTool({ search: '?debug=false', load })).toBe(false);
    expect(await loadDebugTool({ search: '?sendCurrency=USD', load })).toBe(false);
    expect(load).not.toHaveBeenCalled();
    expect(await loadDebugTool({ search: '?sendCurrency=USD&debug=true', load })).toBe(true);
    expect(init).toHaveBeenCalledTimes(1);
  });

  it('is never loaded in a page another origin frames, even with debug=true', async () => {
    const load = vi.fn(() => Promise.resolve({ init: vi.fn() }));
    expect(await loadDebugTool({ search: '?debug=true', framedByAnotherOrigin: true, load })).toBe(false);
    expect(load).not.toHaveBeenCalled();
    expect(await loadDebugTool({ search: '?debug=true', framedByAnotherOrigin: false, load })).toBe(true);
  });

  it('logs a console that fails to load and carries on', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(
      await loadDebugTool({ search: '?debug=true', load: () => Promise.reject(new Error('offline')) }),
    ).toBe(false);
    expect(warn).toHaveBeenCalledOnce();
  });
});

/** A window of `origin` framed by `parent` (a top window is its own parent); a cross-origin parent's location throws. */
function frameWindow(origin: string, parent?: FrameWindow): FrameWindow {
  const win = { location: { origin }, parent: undefined as unknown as FrameWindow };
  win.parent = parent ?? win;
  return win;
}
const crossOriginWindow = (parent?: FrameWindow): FrameWindow => {
  const win = {
    get location(): { origin: string } {
      throw new DOMException('Blocked a frame from accessing a cross-origin frame.', 'SecurityError');
    },
    parent: undefined as unknown as FrameWindow,
  };
  win.parent = parent ?? win;
  return win;
};

describe('framed by another origin', () => {
  const app = 'https://buy.example';
  it('is false for a top-level page and for a page our own origin frames', () => {
    expect(isFramedByAnotherOrigin(frameWindow(app))).toBe(false);
    expect(isFramedByAnotherOrigin(frameWindow(app, frameWindow(app)))).toBe(false);
  });

  it('is true under a partner’s page, at any depth, whether its origin can be read or not', () => {
    expect(isFramedByAnotherOrigin(frameWindow(app, crossOriginWindow()))).toBe(true);
    expect(isFramedByAnotherOrigin(frameWindow(app, frameWindow('https://partner.example')))).toBe(true);
    expect(isFramedByAnotherOrigin(frameWindow(app, frameWindow(app, crossOriginWindow())))).toBe(true);
  });

  it('is read from the window when not given: a partner frames the widget, the console stays off', async () => {
    const load = vi.fn(() => Promise.resolve({ init: vi.fn() }));
    vi.stubGlobal('window', frameWindow(app, crossOriginWindow()));
    try {
      expect(await loadDebugTool({ search: '?debug=true', load })).toBe(false);
      expect(load).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
