import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadDebugTool } from '../../../src/platform/debugTool.ts';

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

  it('logs a console that fails to load and carries on', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await loadDebugTool({ search: '?debug=true', load: () => Promise.reject(new Error('offline')) })).toBe(false);
    expect(warn).toHaveBeenCalledOnce();
  });
});
