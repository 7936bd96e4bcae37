import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { FlowQuery, StepOutcome } from '../../stores/OrderStore.ts';
import { useTimeoutPageReady } from './useTimeoutPageReady.ts';

/** The page's query as plain values (the last one of a repeated name). */
export function useFlowQuery(): FlowQuery {
  const [params] = useSearchParams();
  return Object.fromEntries(params.entries());
}

/**
 * Runs a purchase step's rules when the page opens (and again when its query changes): 'entering' until
 * they ran, then 'stay' (show the page) or 'moved' (the store sent the buyer elsewhere).
 */
export function useFlowStep(enter: (query: FlowQuery) => Promise<StepOutcome>): StepOutcome | 'entering' {
  const [params] = useSearchParams();
  const search = params.toString();
  useTimeoutPageReady();
  const [phase, setPhase] = useState<{ search: string; outcome: StepOutcome | 'entering' }>({
    search,
    outcome: 'entering',
  });
  useEffect(() => {
    let current = true;
    void enter(Object.fromEntries(new URLSearchParams(search).entries())).then((outcome) => {
      if (current) setPhase({ search, outcome });
    });
    return () => {
      current = false;
    };
    // The step runs once per query: `enter` is a store method, stable for the page's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);
  return phase.search === search ? phase.outcome : 'entering';
}
