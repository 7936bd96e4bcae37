import { matchPath } from 'react-router-dom';
import { redirects, routeNamed, routes, type RouteName } from './registry.ts';
import type { AppRoute } from './types.ts';

export type RouteMatch =
  | { kind: 'route'; route: AppRoute<RouteName>; params: Record<string, string | undefined> }
  | { kind: 'redirect'; to: string };

/** Every pattern of a route: its path, then its aliases. */
export const patternsOf = (route: AppRoute): string[] => [route.path, ...(route.aliases ?? [])];

/** What a pathname opens: a route of the registry (by path or alias), a redirect, or nothing. */
export function matchLocation(pathname: string): RouteMatch | undefined {
  const redirect = redirects.find((r) => matchPath({ path: r.from, end: true }, pathname));
  if (redirect) return { kind: 'redirect', to: routeNamed(redirect.to).path };
  for (const route of routes) {
    for (const pattern of patternsOf(route)) {
      const match = matchPath({ path: pattern, end: true }, pathname);
      if (match) return { kind: 'route', route, params: match.params };
    }
  }
  return undefined;
}

/** The registry route shown at a pathname, if any. */
export function routeAt(pathname: string): AppRoute<RouteName> | undefined {
  const match = matchLocation(pathname);
  return match?.kind === 'route' ? match.route : undefined;
}
