import type { ReactElement } from 'react';
import { afterEach } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { AppRoutes } from '../../../src/routes/AppRoutes.tsx';
import { useCurrentRoute } from '../../../src/routes/useCurrentRoute.ts';
import { usePrevPathTracking } from '../../../src/routes/usePrevPathTracking.ts';
import { ShellMenu } from '../../../src/shell/ShellMenu.tsx';
import { ShellTopBar } from '../../../src/shell/ShellTopBar.tsx';
import { Toasts } from '../../../src/shell/Toasts.tsx';
import { useStores } from '../../../src/stores/context.tsx';
import type { AppLocale } from '../../../src/i18n/locales.ts';
import { AppProviders } from '../../../stories/support/AppProviders.tsx';
import {
  createFakeRootStore,
  type FakeRootStore,
  type FakeRootStoreOverrides,
} from '../../../stories/support/fakeRootStore.ts';

// Vitest runs without globals, so Testing Library cannot register its own clean-up.
afterEach(cleanup);

/** Shows the memory router's current address, for assertions on navigation. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

/**
 * The shell's own parts (top bar from the route, menu, logout popup, toasts), and with `routes` the
 * router table and guards. The screens themselves belong to other tests: without `routes` none renders.
 */
export function ShellParts({ routes = false }: { routes?: boolean }) {
  const route = useCurrentRoute();
  usePrevPathTracking(useStores().session);
  return (
    <>
      <ShellTopBar route={route} />
      {routes && <AppRoutes />}
      <ShellMenu />
      <Toasts />
    </>
  );
}

export interface RenderShellOptions {
  store?: FakeRootStoreOverrides;
  /** The address to start at; default '/edit'. */
  route?: string;
  /** The whole memory history (last entry current), instead of `route`. */
  history?: string[];
  locale?: AppLocale;
}

/** Renders inside what the app provides (fake RootStore, messages, theme, memory router). */
export function renderShell(
  ui: ReactElement,
  { store: overrides, route = '/edit', history, locale = 'en-US' }: RenderShellOptions = {},
) {
  const store: FakeRootStore = createFakeRootStore({ locale, ...overrides });
  const result = render(
    <AppProviders store={store} locale={locale} initialEntries={history ?? [route]}>
      {ui}
      <LocationProbe />
    </AppProviders>,
  );
  const location = () => result.getByTestId('location').textContent;
  return { ...result, store, location };
}
