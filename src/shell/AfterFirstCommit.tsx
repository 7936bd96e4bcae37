import { useLayoutEffect, type ReactNode } from 'react';

/**
 * Runs `effect` as soon as the first render of its children is on the page: in the commit itself (a layout
 * effect), not after the browser has painted it.
 */
export function AfterFirstCommit({ effect, children }: { effect: () => void; children: ReactNode }) {
  useLayoutEffect(effect, [effect]);
  return children;
}
