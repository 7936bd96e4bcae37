import type { Api } from '../../api/index.ts';
import type { UserInfoStore } from '../UserInfoStore.ts';

/** What the check found: no login to check, the gateway keeps it, it has ended, or the gateway did not say. */
export type LoginCheck = 'none' | 'valid' | 'ended' | 'unknown';

export interface LoginCheckDeps {
  api: Api;
  userInfo: UserInfoStore;
}

/**
 * Asks the gateway whether the stored login still holds (expAuth), when the app starts and when the tab
 * comes back to the foreground: a login the gateway ended (logged out elsewhere, expired on its clock) is
 * known before the buyer fills in a form. A kept login takes the gateway's expTime. An ended one on a page
 * that needs a login goes down the 5002 path (the gateway's answer to authInfo: its message as a toast, the
 * page kept as the login target, Login); on any other page it is forgotten quietly, the buyer stays.
 */
export async function checkLogin(
  deps: LoginCheckDeps,
  options: { pageNeedsLogin: boolean },
): Promise<LoginCheck> {
  const { api, userInfo } = deps;
  const authToken = userInfo.authToken;
  if (!authToken || !userInfo.isLoggedIn) return 'none';
  const answer = await api.expAuth({ authToken }).catch(() => undefined);
  // A failed check changes nothing; so does a login replaced while it was on its way.
  if (!answer || answer.respCode !== 200 || !answer.data || userInfo.authToken !== authToken)
    return 'unknown';
  const { isValid, expTime } = answer.data;
  if (isValid === 1) {
    if (expTime !== undefined && expTime !== userInfo.expTime)
      userInfo.setUserInfo({ authToken, expTime, kyc_level: userInfo.kycLevel });
    return 'valid';
  }
  if (options.pageNeedsLogin) await api.authInfo({ authToken }).catch(() => undefined);
  if (userInfo.authToken === authToken) userInfo.clear();
  return 'ended';
}
