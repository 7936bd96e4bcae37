import { memo } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { patternsOf } from './match.ts';
import { redirects, routeNamed, routes } from './registry.ts';
import { RouteScreen } from './RouteScreen.tsx';

/** Forwards to another path, keeping the query (partner id, preset amounts, plugin colours). */
function Forward({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={{ pathname: to, search }} replace />;
}

/** The router's table, built once from the registry: every path and alias, the redirects, and Edit (query kept) for the rest. */
const table: RouteObject[] = [
  ...redirects.map((r) => ({ path: r.from, element: <Forward to={routeNamed(r.to).path} /> })),
  ...routes.flatMap((route) =>
    patternsOf(route).map((pattern) => ({ path: pattern, element: <RouteScreen route={route} /> })),
  ),
  { path: '*', element: <Forward to={routeNamed('edit').path} /> },
];

/**
 * The routed screen. Memoised: matching walks and ranks the whole table, so it runs when the location
 * changes, not each time the shell around it renders again (a new catalogue, the theme, the top bar).
 */
export const AppRoutes = memo(function AppRoutes() {
  return useRoutes(table);
});
