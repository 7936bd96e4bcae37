import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { NavigateFunction } from '../stores/createBrowserRootStore.ts';

type Navigation = [to: string, options?: { replace?: boolean }];

/**
 * Navigation for the stores, which live outside React: bound to react-router's navigate once the router
 * has mounted. A declarative <BrowserRouter> needs this; it keeps the data router's code (loaders,
 * fetchers, actions — unused here) out of the entry chunk.
 */
export function createRouterNavigation(): { navigate: NavigateFunction; BindNavigation: () => null } {
  let bound: ReturnType<typeof useNavigate> | undefined;
  let pending: Navigation | undefined;

  const navigate: NavigateFunction = (...navigation: Navigation) => {
    if (bound) return bound(...navigation);
    pending = navigation; // asked before the first render: done as soon as the router is there
  };

  function BindNavigation() {
    const routerNavigate = useNavigate();
    // An effect, not a layout effect: react-router refuses a navigation before its own effects have run.
    useEffect(() => {
      bound = routerNavigate;
      if (pending) {
        const [to, options] = pending;
        pending = undefined;
        void routerNavigate(to, options);
      }
      return () => {
        if (bound === routerNavigate) bound = undefined;
      };
    }, [routerNavigate]);
    return null;
  }

  return { navigate, BindNavigation };
}
