import { useEffect, type ReactNode } from 'react';

/** Runs `effect` once the first render of its children is on the page (committed), before anything else of theirs. */
export function AfterFirstCommit({ effect, children }: { effect: () => void; children: ReactNode }) {
  useEffect(effect, [effect]);
  return children;
}
