import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation, useNavigate } from 'react-router-dom';
import { useStores } from '../stores/context.tsx';
import { ErrorBoundary } from '../shell/ErrorBoundary.tsx';
import { ScreenSkeleton } from '../shell/ScreenSkeleton.tsx';
import { checkAccess } from './guards.ts';
import { screens } from './screens.ts';
import { SuspenseUnlessLoaded } from './SuspenseUnlessLoaded.tsx';
import type { RouteName } from './registry.ts';
import type { AppRoute } from './types.ts';

/**
 * One route's screen behind its guard: a refused visitor is sent to Login with the target remembered, and
 * sees a skeleton meanwhile (as the build's pre-render of the page shows it, scripts/prerender.ts).
 */
export const RouteScreen = observer(function RouteScreen({ route }: { route: AppRoute<RouteName> }) {
  const { userInfo } = useStores();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const decision = checkAccess(route.access, { isLoggedIn: userInfo.isLoggedIn, pathname, search });

  const refused = decision.allow ? undefined : decision;
  const loginTarget = refused?.loginTarget;
  const redirectTo = refused?.redirectTo;

  useEffect(() => {
    userInfo.pageShown(pathname);
  }, [pathname, userInfo]);

  useEffect(() => {
    if (!redirectTo) return;
    // Logged out on this very page: the logout is taking the buyer on already (its navigation is a
    // transition still under way), so no Login here.
    if (userInfo.loggedOutOn === pathname) return;
    userInfo.loginTarget = loginTarget;
    navigate(redirectTo, { replace: true });
  }, [redirectTo, loginTarget, userInfo, navigate, pathname]);

  if (refused) return <ScreenSkeleton />;
  const Screen = screens[route.name];
  return (
    <ErrorBoundary resetKey={pathname}>
      <SuspenseUnlessLoaded key={route.name} screen={Screen} fallback={<ScreenSkeleton />}>
        <Screen />
      </SuspenseUnlessLoaded>
    </ErrorBoundary>
  );
});
