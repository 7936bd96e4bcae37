import { hrefTo } from './href.ts';
import type { Access } from './types.ts';

export interface GuardContext {
  isLoggedIn: boolean;
  pathname: string;
  /** The query string, with or without its '?'. */
  search: string;
}

export type GuardDecision =
  | { allow: true }
  /** Go to `redirectTo`, after storing `loginTarget` as the place to return to after logging in. */
  | { allow: false; redirectTo: string; loginTarget: string };

const hasAuthTokenQuery = (search: string) => Boolean(new URLSearchParams(search).get('authToken'));

/**
 * SPEC §4 "Route guards": a login-required route without a valid login goes to Login and remembers
 * where the visitor was going; Select Card and Enter Card also open for a link with an authToken query.
 */
export function checkAccess(access: Access, { isLoggedIn, pathname, search }: GuardContext): GuardDecision {
  if (access === 'public' || isLoggedIn) return { allow: true };
  if (access === 'auth-or-token' && hasAuthTokenQuery(search)) return { allow: true };
  const query = search && !search.startsWith('?') ? `?${search}` : search;
  return { allow: false, redirectTo: hrefTo('emailLogin'), loginTarget: pathname + query };
}
