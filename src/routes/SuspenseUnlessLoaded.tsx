import { Suspense, useState, type ReactNode } from 'react';
import type { LazyScreen } from './screens.ts';

/**
 * A part of a lazy screen (the screen, its top-bar extras) in a Suspense boundary only when its code was not
 * here yet as it mounted. The app takes the pre-rendered Edit over in one pass then: React hydrates a boundary
 * of the page in a later pass of its own, after the gateway's first answers (released at the first commit) may
 * have changed what it shows, a mismatch that has React render it again from scratch. Decided once, at mount
 * (callers key it by route): changing form would mount the screen again.
 */
export function SuspenseUnlessLoaded({
  screen,
  fallback,
  children,
}: {
  screen: LazyScreen;
  fallback?: ReactNode;
  children: ReactNode;
}) {
  const [codeHere] = useState(screen.loaded);
  return codeHere ? children : <Suspense fallback={fallback}>{children}</Suspense>;
}
