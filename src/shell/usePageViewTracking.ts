import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { TrackingEvent, type TrackEvent } from '../platform/trackingEvents.ts';
import { routeAt } from '../routes/match.ts';

/**
 * A page_view point each time the route changes: once per change of path (a changed query, a re-render or
 * StrictMode's second effect send nothing), and only for a path of the registry (one that only forwards,
 * like / or an unknown path, is counted where it lands).
 */
export function usePageViewTracking(track: TrackEvent): void {
  const { pathname } = useLocation();
  const last = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (last.current === pathname) return;
    last.current = pathname;
    const route = routeAt(pathname);
    if (route) track(TrackingEvent.pageView, { route: route.name });
  }, [pathname, track]);
}
