import type { Api } from '../api/index.ts';
import type { Navigator } from './deps.ts';
import { adoptLinkToken } from './linkToken.ts';
import { redirectTarget, type RedirectLink } from './redirect/redirectTarget.ts';
import type { UserInfoStore } from './UserInfoStore.ts';

export { readRedirectLink, redirectTarget, type RedirectLink } from './redirect/redirectTarget.ts';

export interface RedirectStoreDeps {
  api: Api;
  navigator: Navigator;
  userInfo: UserInfoStore;
}

const OK = 200;
/** Codes the API client already acted on (Access denied, Login, Transaction restricted): the page has been left. */
const HANDLED_BY_CLIENT = new Set([5001, 5002, 5004]);

/**
 * /redirect, where a provider's checkout sends the buyer back: the link's login token is adopted, the
 * order is looked up, and the buyer goes on to the page of its payment (redirectTarget), replacing
 * /redirect in the history. The address bar has lost the token before this runs (the screen's first act).
 */
export class RedirectStore {
  private pending?: Promise<string | undefined> = undefined;
  private readonly deps: RedirectStoreDeps;

  constructor(deps: RedirectStoreDeps) {
    this.deps = deps;
  }

  /** Forwards once per visit (a second call while it runs gets the same promise); answers where to, or undefined when the client sent the buyer elsewhere. */
  forward(link: RedirectLink): Promise<string | undefined> {
    this.pending ??= this.run(link).finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  private async run(link: RedirectLink): Promise<string | undefined> {
    if (link.authToken) {
      const answer = await adoptLinkToken(this.deps.api, this.deps.userInfo, link.authToken);
      if (HANDLED_BY_CLIENT.has(answer.respCode)) return undefined;
    }
    let order: Parameters<typeof redirectTarget>[1];
    if (link.orderNo) {
      const answer = await this.deps.api.orderDetail({ orderNo: link.orderNo });
      if (HANDLED_BY_CLIENT.has(answer.respCode)) return undefined;
      if (answer.respCode === OK && answer.data?.orderNo === link.orderNo) order = answer.data;
    }
    const to = redirectTarget(link, order);
    this.deps.navigator.navigate(to, { replace: true });
    return to;
  }
}
