/** True when the address asks for the remote debugging console (`?debug=true`). */
export const wantsDebugTool = (search: string) => new URLSearchParams(search).get('debug') === 'true';

export interface DebugToolDeps {
  /** location.search of the page; default the current one. */
  search?: string;
  /** Loads the console; default eruda as its own lazy chunk (served from our origin, so CSP holds). */
  load?: () => Promise<{ init(): void }>;
}

/** Starts the debugging console only when the query has debug=true; returns whether it started. */
export async function loadDebugTool(deps: DebugToolDeps = {}): Promise<boolean> {
  if (!wantsDebugTool(deps.search ?? globalThis.location?.search ?? '')) return false;
  const load = deps.load ?? (() => import('eruda').then((module) => module.default));
  try {
    (await load()).init();
    return true;
  } catch (error) {
    console.warn('The debugging console could not be loaded.', error);
    return false;
  }
}
