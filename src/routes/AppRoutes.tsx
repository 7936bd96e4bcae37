import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { patternsOf } from './match.ts';
import { redirects, routeNamed, routes } from './registry.ts';
import { RouteScreen } from './RouteScreen.tsx';

/** Forwards to another path, keeping the query (partner id, preset amounts, plugin colours). */
function Forward({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={{ pathname: to, search }} replace />;
}

/** The router's table, built from the registry: every path and alias, the redirects, and Edit (query kept) for the rest. */
export function AppRoutes() {
  return (
    <Routes>
      {redirects.map((r) => (
        <Route key={r.from} path={r.from} element={<Forward to={routeNamed(r.to).path} />} />
      ))}
      {routes.flatMap((route) =>
        patternsOf(route).map((pattern) => (
          <Route key={pattern} path={pattern} element={<RouteScreen route={route} />} />
        )),
      )}
      <Route path="*" element={<Forward to={routeNamed('edit').path} />} />
    </Routes>
  );
}
