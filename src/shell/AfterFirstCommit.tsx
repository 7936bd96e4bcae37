import { useEffect, useLayoutEffect, type ReactNode } from 'react';

/**
 * Runs `inCommit` as soon as the first render of its children is on the page: in the commit itself (a layout
 * effect), not after the browser has painted it. Then `afterEffects`, once every effect of its children has
 * run (theirs run before their parent's) and React is out of them: their observers are subscribed to the
 * stores, and an event heard from then on is rendered before React restores its controlled fields (inside its
 * effects, React renders nothing synchronously).
 */
export function AfterFirstCommit({
  inCommit,
  afterEffects,
  children,
}: {
  inCommit?: () => void;
  afterEffects?: () => void;
  children: ReactNode;
}) {
  useLayoutEffect(() => inCommit?.(), [inCommit]);
  useEffect(() => {
    if (afterEffects) queueMicrotask(afterEffects);
  }, [afterEffects]);
  return children;
}
