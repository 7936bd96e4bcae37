import { hrefTo } from './href.ts';
import type { BackRule } from './types.ts';

/** Session-storage key of the path the visitor came from. */
export const PREV_PATH_KEY = 'prevPath';

export type BackAction = { kind: 'go'; to: string } | { kind: 'history' };

/** After these (or with no previous page) one step back would leave the flow, so back means Edit. */
const RESTART_PATHS = new Set(['/', hrefTo('emailLogin')]);

/**
 * What the back arrow does on a route, or undefined when the route has none. 'history' goes one step
 * back unless the previous path is the root, the login page or unknown; then it goes to Edit.
 */
export function backAction(rule: BackRule, prevPath: string | null | undefined): BackAction | undefined {
  switch (rule) {
    case 'none':
      return undefined;
    case 'edit':
      return { kind: 'go', to: hrefTo('edit') };
    case 'history':
      return !prevPath || RESTART_PATHS.has(prevPath)
        ? { kind: 'go', to: hrefTo('edit') }
        : { kind: 'history' };
  }
}
