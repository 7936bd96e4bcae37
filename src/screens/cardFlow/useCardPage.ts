import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTimeoutPageReady } from '../shared/useTimeoutPageReady.ts';

/**
 * Runs a card page's entry once when the page opens. Not again when its query changes: the entry itself
 * takes an authToken out of the address bar, which must not start the decision over.
 */
export function useCardPage(enter: (query: Record<string, string>) => unknown): Record<string, string> {
  const [params] = useSearchParams();
  const query = Object.fromEntries(params.entries());
  useTimeoutPageReady();
  useEffect(() => {
    void enter(query);
    // Once per visit: `enter` is a store method, stable for the page's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return query;
}
