import { lazy, Suspense, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useStores } from '../stores/context.tsx';
import { loadDeferredStores } from '../stores/deferred.ts';
import { LOGOUT_POPUP, MENU_POPUP } from './popups.ts';

// The menu's Log Out reads the account store, one of the deferred stores.
const ShellMenu = lazy(() =>
  Promise.all([import('./ShellMenu.tsx'), loadDeferredStores()]).then(([module]) => ({
    default: module.ShellMenu,
  })),
);
const Toasts = lazy(() => import('./Toasts.tsx').then((module) => ({ default: module.Toasts })));

/** True from the first render at which `needed` holds: a lazily loaded part stays mounted once it is. */
function useOnceNeeded(needed: boolean): boolean {
  const [wanted, setWanted] = useState(needed);
  if (needed && !wanted) setWanted(true);
  return wanted;
}

/**
 * The menu drawer and the logout popup, a chunk of their own: no screen's first load pays for them; their
 * code is fetched when the menu is first opened (the drawer then slides in as it always does).
 */
export const LazyShellMenu = observer(function LazyShellMenu() {
  const { ui } = useStores();
  const wanted = useOnceNeeded(ui.popup === MENU_POPUP || ui.popup === LOGOUT_POPUP);
  return wanted ? (
    <Suspense fallback={null}>
      <ShellMenu />
    </Suspense>
  ) : null;
});

/** The toasts (Snackbar and Alert), a chunk of their own fetched with the first toast of the visit. */
export const LazyToasts = observer(function LazyToasts() {
  const { ui } = useStores();
  const wanted = useOnceNeeded(ui.toasts.length > 0);
  return wanted ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
});
