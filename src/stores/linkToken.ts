import type { Api } from '../api/index.ts';
import type { UserInfoStore } from './UserInfoStore.ts';

/** A URL (path + query + hash) without its authToken query: the token must not stay in the address bar or history. */
export function withoutAuthToken(url: string): string {
  const hashAt = url.indexOf('#');
  const hash = hashAt >= 0 ? url.slice(hashAt) : '';
  const [path, search = ''] = (hashAt >= 0 ? url.slice(0, hashAt) : url).split('?');
  const params = new URLSearchParams(search);
  if (!params.has('authToken')) return url;
  params.delete('authToken');
  const rest = params.toString();
  return (rest ? `${path}?${rest}` : path) + hash;
}

/**
 * A login token handed over in a link (card pages, a provider's return): checked with authInfo and kept as
 * the user info when the gateway knows it. Answers the gateway's answer (5002 has already asked for a login).
 */
export async function adoptLinkToken(api: Api, userInfo: UserInfoStore, authToken: string) {
  const answer = await api.authInfo({ authToken });
  if (answer.respCode === 200 && answer.data) {
    const { authToken: token, expTime, kyc_level } = answer.data;
    userInfo.setUserInfo({ authToken: token, expTime, kyc_level });
  }
  return answer;
}
