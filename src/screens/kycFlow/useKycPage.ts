import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTimeoutPageReady } from '../shared/useTimeoutPageReady.ts';

/** Runs a KYC page's entry (the store's load) when it opens and again when its query changes. */
export function useKycPage(enter: (query: Record<string, string>) => unknown): Record<string, string> {
  const [params] = useSearchParams();
  const search = params.toString();
  useTimeoutPageReady();
  useEffect(() => {
    void enter(Object.fromEntries(new URLSearchParams(search).entries()));
    // Once per query: `enter` is a store method, stable for the page's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);
  return Object.fromEntries(params.entries());
}
