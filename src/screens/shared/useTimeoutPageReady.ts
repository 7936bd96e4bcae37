import { useEffect } from 'react';

/**
 * Loads the time-out page's code while the gateway still answers: the page is shown when the gateway
 * (which also serves the app's files) stopped answering, and could not be fetched then.
 */
export function useTimeoutPageReady(): void {
  useEffect(() => {
    void import('../ServerTimeout/index.tsx');
  }, []);
}
