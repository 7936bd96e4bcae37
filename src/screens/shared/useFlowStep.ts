import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { onIdle } from '../../platform/idle.ts';
import { routeNamed, type RouteName } from '../../routes/registry.ts';
import { useStores } from '../../stores/context.tsx';
import type { FlowQuery, StepOutcome } from '../../stores/OrderStore.ts';
import { useTimeoutPageReady } from './useTimeoutPageReady.ts';

/** The page's query as plain values (the last one of a repeated name). */
export function useFlowQuery(): FlowQuery {
  const [params] = useSearchParams();
  return Object.fromEntries(params.entries());
}

/**
 * Runs a purchase step's rules when the page opens (and again when its query changes): 'entering' until
 * they ran, then 'stay' (show the page) or 'moved' (the store sent the buyer elsewhere). Once the page
 * stays, the code of the step it `leadsTo` is fetched in idle time: going on then waits for the gateway only.
 */
export function useFlowStep(
  enter: (query: FlowQuery) => Promise<StepOutcome>,
  leadsTo?: RouteName,
): StepOutcome | 'entering' {
  const { navigator } = useStores();
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
  const outcome = phase.search === search ? phase.outcome : 'entering';
  useEffect(() => {
    if (outcome !== 'stay' || !leadsTo) return undefined;
    return onIdle(() => navigator.prefetch?.(routeNamed(leadsTo).path));
  }, [outcome, leadsTo, navigator]);
  return outcome;
}
