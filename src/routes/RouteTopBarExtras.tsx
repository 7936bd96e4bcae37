import type { RouteName } from './registry.ts';
import { screens } from './screens.ts';
import { SuspenseUnlessLoaded } from './SuspenseUnlessLoaded.tsx';
import type { AppRoute } from './types.ts';

/**
 * What a route's screen puts in the top bar (Edit: the country), rendered with the bar itself: in the app's
 * first render and in the build's pre-render, not added to the page afterwards. The shell keys it by route.
 */
export function RouteTopBarExtras({ route }: { route: AppRoute<RouteName> }) {
  const screen = screens[route.name];
  return (
    <SuspenseUnlessLoaded screen={screen}>
      <screen.TopBarExtras />
    </SuspenseUnlessLoaded>
  );
}
