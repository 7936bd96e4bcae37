import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmLocaleData } from '../../../src/platform/warmLocaleData.ts';

/** A page in `lang`, with idle callbacks (kept, to run when the test says) unless `idle` is false. */
function page(lang: string, idle = true) {
  const callbacks: Array<() => void> = [];
  const win = {
    document: { documentElement: { lang } },
    requestIdleCallback: idle ? (callback: () => void) => callbacks.push(callback) : undefined,
  } as unknown as Window;
  return { win, runIdle: () => callbacks.splice(0).forEach((callback) => callback()) };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the locale data, loaded while the app’s code is on its way', () => {
  it('is loaded for the page’s language once the page is idle, as react-intl’s check at the boot asks it', () => {
    const numbers = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    const dates = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    const { win, runIdle } = page('zh-CN');
    warmLocaleData(win);
    expect(numbers).not.toHaveBeenCalled();
    runIdle();
    expect(numbers).toHaveBeenCalledWith('zh-CN');
    expect(dates).toHaveBeenCalledWith('zh-CN');
  });

  it('is left to the app without idle callbacks or a language, and a refused tag throws nothing', () => {
    const numbers = vi.spyOn(Intl.NumberFormat, 'supportedLocalesOf');
    warmLocaleData(page('en-US', false).win);
    const unnamed = page('');
    warmLocaleData(unnamed.win);
    unnamed.runIdle();
    expect(numbers).not.toHaveBeenCalled();
    const refused = page('not a tag!');
    warmLocaleData(refused.win);
    expect(() => refused.runIdle()).not.toThrow();
  });
});
