/** True when the address asks for the remote debugging console (`?debug=true`). */
export const wantsDebugTool = (search: string) => new URLSearchParams(search).get('debug') === 'true';

/** The part of a window the framing check reads. */
export interface FrameWindow {
  readonly location: { readonly origin: string };
  readonly parent: FrameWindow;
}

/**
 * True when a page of another origin frames this one, at any depth: a partner's page embedding the widget.
 * Reading the origin of a cross-origin window throws, which is the answer too.
 */
export function isFramedByAnotherOrigin(win: FrameWindow | undefined = globalThis.window): boolean {
  if (!win) return false;
  const own = win.location.origin;
  for (let current = win; current.parent !== current; current = current.parent) {
    try {
      if (current.parent.location.origin !== own) return true;
    } catch {
      return true;
    }
  }
  return false;
}

export interface DebugToolDeps {
  /** location.search of the page; default the current one. */
  search?: string;
  /** Whether another origin frames the page; default read from the window. */
  framedByAnotherOrigin?: boolean;
  /** Loads the console; default eruda as its own lazy chunk (served from our origin, so CSP holds). */
  load?: () => Promise<{ init(): void }>;
}

/**
 * Starts the debugging console only when the query has debug=true, and never inside a frame of another
 * origin (a partner's page could otherwise open the console over the buyer's session in its embedded
 * widget); returns whether it started.
 */
export async function loadDebugTool(deps: DebugToolDeps = {}): Promise<boolean> {
  if (!wantsDebugTool(deps.search ?? globalThis.location?.search ?? '')) return false;
  if (deps.framedByAnotherOrigin ?? isFramedByAnotherOrigin()) return false;
  const load = deps.load ?? (() => import('eruda').then((module) => module.default));
  try {
    (await load()).init();
    return true;
  } catch (error) {
    console.warn('The debugging console could not be loaded.', error);
    return false;
  }
}
