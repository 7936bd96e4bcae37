import { sameOriginPath } from '../../http/sameOriginPath.ts';

/** The app's identity page: where the buyer returns when the given return URL is not a page of this site. */
export const IDENTITY_PAGE = '/verify-id';

/**
 * Where the identity page sends the buyer back: a page of this site only, so the link can never be an open
 * redirect. No return URL means none (the sandbox shows its own result page); one that leads to another
 * origin falls back to the app's identity page.
 */
export function identityReturnPath(candidate: string | undefined, ownOrigin: string): string | undefined {
  if (!candidate?.trim()) return undefined;
  return sameOriginPath(candidate, ownOrigin) ?? IDENTITY_PAGE;
}
