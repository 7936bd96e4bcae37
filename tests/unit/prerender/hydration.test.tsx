import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { act, StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppTheme, resolveTokens } from '../../../theme/createTheme.ts';
import { App } from '../../../src/App.tsx';
import type { AppLocale } from '../../../src/i18n/locales.ts';
import { prerenderedScreen } from '../../../src/platform/prerenderedScreen.ts';
import { preloadScreenAt } from '../../../src/routes/screens.ts';
import { openLandingEarly } from '../../../src/shell/openLandingEarly.ts';
import { createRouterNavigation } from '../../../src/shell/RouterNavigation.tsx';
import { createBrowserRootStore } from '../../../src/stores/createBrowserRootStore.ts';
import { LOCALE_KEY } from '../../../src/stores/LocaleStore.ts';

/**
 * The app hydrates the build's pre-rendered Edit (src/main.tsx): its first render, with the gateway's answers
 * held back, must be the pre-render, or React (here in its development build, which reports every
 * difference, attributes included) says so and keeps or rebuilds markup that is not the app's.
 */
let prerendered: Record<AppLocale, string>;
beforeAll(async () => {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'tests/unit/support/prerenderInChild.ts', '/edit', 'en-US', 'zh-CN'],
    { env: { ...process.env, NODE_ENV: 'development' }, maxBuffer: 16 * 1024 * 1024 },
  );
  prerendered = JSON.parse(stdout) as Record<AppLocale, string>;
}, 120_000);

let root: Root | undefined;
beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  localStorage.clear();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the pre-rendered Edit, hydrated', () => {
  it.each([
    ['/edit', 'en-US'],
    ['/', 'en-US'],
    ['/edit', 'zh-CN'],
  ] as const)('at %s in %s: the same screen, its markup kept', async (path, locale: AppLocale) => {
    const html = prerendered[locale];
    history.replaceState(null, '', path);
    // A language chosen in Settings: the store starts in it, as the gateway's choice of page did.
    if (locale !== 'en-US') localStorage.setItem(LOCALE_KEY, locale);
    document.body.innerHTML = `<div id="root"><div data-prerendered="/edit" inert style="display:contents">${html}</div></div>`;
    const screen = prerenderedScreen();
    if (!screen) throw new Error('no pre-rendered screen found in the page');
    // The app's redirect from / taken before it starts, so that its first screen is the pre-rendered one.
    expect(location.pathname).toBe('/edit');
    const heading = screen.querySelector('h1');
    const amount = screen.querySelector('input');
    expect(heading).not.toBeNull();

    // The gateway never answers here: the store stays as the build left it.
    vi.stubGlobal('fetch', () => new Promise<never>(() => undefined));
    const reported = vi.spyOn(console, 'error');
    const recoverable: unknown[] = [];
    const { navigate, BindNavigation } = createRouterNavigation();
    const store = createBrowserRootStore(navigate);
    expect(store.locale.locale).toBe(locale);
    const landing = preloadScreenAt(location.pathname);
    openLandingEarly(store, landing, { pathname: location.pathname, search: '' });
    const [tokens] = await Promise.all([
      resolveTokens({ query: '' }),
      store.locale.firstScreenReady,
      landing?.preload(),
    ]);
    let committed = false;
    await act(async () => {
      root = hydrateRoot(
        screen,
        <StrictMode>
          <App
            store={store}
            theme={createAppTheme(tokens)}
            bindNavigation={<BindNavigation />}
            onCommitted={() => {
              committed = true;
            }}
          />
        </StrictMode>,
        { onRecoverableError: (error) => recoverable.push(error) },
      );
    });

    expect(committed).toBe(true);
    expect(recoverable).toEqual([]);
    expect(reported.mock.calls.map((call) => call.map(String).join(' '))).toEqual([]);
    // Kept, not built again: the very elements the page arrived with.
    expect(screen.querySelector('h1')).toBe(heading);
    expect(screen.querySelector('input')).toBe(amount);
    expect(heading?.textContent).toBe(locale === 'en-US' ? 'Buy' : '购买');
  });
});
