import { matchLocation } from '../routes/match.ts';

/** Marks the element of #root holding a screen pre-rendered by the build, its value the screen's path. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * The screen the gateway sent pre-rendered in #root, if it is the one at this address: the element the app
 * hydrates, keeping its markup instead of building it again. The gateway sends it for / too, which the app
 * redirects to the screen's path: the address is moved there at once, as the redirect would.
 */
export function prerenderedScreen(
  page: Pick<Document, 'getElementById'> = document,
  { location, history }: Pick<Window, 'location' | 'history'> = window,
): HTMLElement | undefined {
  const screen = page.getElementById('root')?.firstElementChild;
  const path = screen?.getAttribute(PRERENDERED_ATTRIBUTE);
  if (!(screen instanceof HTMLElement) || !path) return undefined;
  const match = matchLocation(location.pathname);
  if (match?.kind === 'redirect' && match.to === path)
    history.replaceState(history.state, '', path + location.search + location.hash);
  return location.pathname === path ? screen : undefined;
}

/** Hydrated: the screen takes taps and keys (inert before, so that none went to markup that heard nothing). */
export function wakePrerenderedScreen(screen: HTMLElement): void {
  screen.removeAttribute('inert');
}

/** The keys in the browser's local and session storage; none from a storage the browser refuses. */
export function storedKeys(): string[] {
  const keysOf = (get: () => Storage) => {
    try {
      return Object.keys(get());
    } catch {
      return [];
    }
  };
  return [...keysOf(() => window.localStorage), ...keysOf(() => window.sessionStorage)];
}
