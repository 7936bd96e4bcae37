import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { KeyValueStorage } from '../stores/deps.ts';
import { PREV_PATH_KEY } from './backArrow.ts';

/**
 * Keeps the path the visitor came from in session storage (key 'prevPath') for the back arrow. Only a
 * change of path counts; a reload keeps what was stored.
 */
export function usePrevPathTracking(session: KeyValueStorage): void {
  const { pathname } = useLocation();
  const last = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (last.current !== undefined && last.current !== pathname) session.setItem(PREV_PATH_KEY, last.current);
    last.current = pathname;
  }, [pathname, session]);
}
