import { withoutAuthToken } from '../../stores/linkToken.ts';

/**
 * Takes the authToken query out of the address bar and the history entry, in place (history.replaceState,
 * keeping the router's own state): no reload, no new history entry, nothing for Back to return to.
 */
export function removeAuthTokenFromAddressBar(): void {
  const { pathname, search, hash } = window.location;
  const current = pathname + search + hash;
  const cleaned = withoutAuthToken(current);
  if (cleaned !== current) window.history.replaceState(window.history.state, '', cleaned);
}
