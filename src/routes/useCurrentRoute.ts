import { useLocation } from 'react-router-dom';
import { routeAt } from './match.ts';
import type { RouteName } from './registry.ts';
import type { AppRoute } from './types.ts';

/** The registry route at the current location, if any. */
export function useCurrentRoute(): AppRoute<RouteName> | undefined {
  return routeAt(useLocation().pathname);
}
