import { refusalMessage, type AnswerMessage } from '../api/answerMessage.ts';
import { makeAutoObservable, runInAction } from 'mobx';
import { IsKyc } from '../../schemas/api/isKyc.ts';
import { isCancelled, TRANSPORT_FAILURE, type Api } from '../api/index.ts';
import type { AppLocale } from '../i18n/locales.ts';
import type { Navigator } from './deps.ts';
import { VERIFIED_LEVEL } from './kyc/statusViews.ts';
import type { LocaleStore } from './LocaleStore.ts';
import { go, hrefTo, type RouteName } from './navigate.ts';
import type { UiStore } from './UiStore.ts';
import type { UserInfoStore } from './UserInfoStore.ts';

/** The pages Settings leads to, by route name. */
export type AccountRouteName = Extract<
  RouteName,
  'cards' | 'addresses' | 'enterInformation' | 'verifyId' | 'edit'
>;

/** The toast after logging out (SPEC §2 "Menu": a 'Log out' message). */
export const LOGGED_OUT_MESSAGE_ID = 'shell.logout.done';

/**
 * Where the buyer's identity verification stands, as Settings shows it: nothing given yet, personal
 * information given (level 1), the identity under review, refused, or verified (level 2).
 */
export type IdentityStanding = 'none' | 'information' | 'review' | 'refused' | 'verified';

/** The way to raise the level from Settings, if there is one now. */
export type IdentityAction = 'enterInformation' | 'verifyId' | 'retryVerifyId';

export function identityStandingOf(status: { isKyc: number; kyc_level: number }): IdentityStanding {
  if (status.kyc_level >= VERIFIED_LEVEL) return 'verified';
  if (status.isKyc === IsKyc.refused) return 'refused';
  if (status.isKyc === IsKyc.underReview) return 'review';
  return status.kyc_level >= 1 ? 'information' : 'none';
}

const ACTIONS: Record<IdentityStanding, IdentityAction | undefined> = {
  none: 'enterInformation',
  information: 'verifyId',
  refused: 'retryVerifyId',
  // Nothing to do while the provider decides (the result comes by e-mail), nor once verified.
  review: undefined,
  verified: undefined,
};

/**
 * How long the gateway's logout is waited for: the buyer is logged out here already; a gateway that does
 * not answer must not send them to the time-out page a minute later.
 */
export const LOGOUT_WAIT_MS = 15_000;

const OK = 200;
/** The client has already logged the buyer out and sent them to Login. */
const AUTH_INVALID = 5002;

export type AccountState = 'idle' | 'loading' | 'ready' | 'error';

export interface AccountDeps {
  api: Api;
  navigator: Navigator;
  userInfo: UserInfoStore;
  ui: UiStore;
  locale: LocaleStore;
  /** Where the KYC steps return once done (root.kyc). */
  kyc: { rememberReturn(url: string): void };
}

/**
 * Settings (SPEC §1, §2; issue 9): the e-mail the buyer logged in with (authInfo), the identity level
 * (userStatus) with the way to raise it, the interface language (remembered across visits), and Log Out
 * — the one logout of the app, used by Settings and the menu alike, which also ends the session on the
 * gateway so the old token is refused afterwards.
 */
export class AccountStore {
  state: AccountState = 'idle';
  email?: string = undefined;
  kycLevel = 0;
  standing?: IdentityStanding = undefined;
  /** Why the account could not be loaded: the refusal's catalogue message, or none when there was no answer. */
  error?: { message?: AnswerMessage } = undefined;
  loggingOut = false;

  private readonly deps: AccountDeps;
  /** Answers of an older open() are dropped. */
  private generation = 0;

  constructor(deps: AccountDeps) {
    this.deps = deps;
    makeAutoObservable<this, 'deps' | 'generation'>(this, { deps: false, generation: false });
  }

  get locale(): AppLocale {
    return this.deps.locale.chosenLocale;
  }

  get identityAction(): IdentityAction | undefined {
    return this.standing ? ACTIONS[this.standing] : undefined;
  }

  /** Loads the e-mail and the identity level (opening Settings, or Try again). */
  async open(): Promise<void> {
    const generation = ++this.generation;
    this.state = 'loading';
    this.error = undefined;
    const [info, status] = await Promise.all([this.deps.api.authInfo({}), this.deps.api.userStatus({})]);
    if (generation !== this.generation) return;
    if (info.respCode === AUTH_INVALID || status.respCode === AUTH_INVALID) return;
    runInAction(() => {
      const failed = [info, status].find((answer) => answer.respCode !== OK || !answer.data);
      if (failed || !info.data || !status.data) {
        this.error =
          !failed || failed.respCode === TRANSPORT_FAILURE ? {} : { message: refusalMessage(failed) };
        this.state = 'error';
        return;
      }
      this.email = info.data.email;
      this.kycLevel = status.data.kyc_level;
      this.standing = identityStandingOf(status.data);
      this.deps.userInfo.setKycLevel(status.data.kyc_level);
      this.state = 'ready';
    });
  }

  /** The language switch: at once, without a reload, and kept for the next visits. */
  chooseLocale(locale: AppLocale): void {
    this.deps.locale.chooseLocale(locale);
  }

  /** Settings' entries (saved cards, saved addresses). */
  go(route: AccountRouteName): void {
    go(this.deps.navigator, route);
  }

  /** The address of an entry's page, for its link. */
  hrefOf(route: AccountRouteName): string {
    return hrefTo(route);
  }

  /** The way to raise the identity level; the KYC steps come back to Settings once done. */
  raiseIdentity(): void {
    const action = this.identityAction;
    if (!action) return;
    this.deps.kyc.rememberReturn(hrefTo('settings'));
    if (action === 'retryVerifyId') go(this.deps.navigator, 'verifyId', { retry: '1' });
    else this.go(action);
  }

  /**
   * Log Out (after the confirmation popup): the buyer is logged out here at once — user info cleared,
   * the popup closed, 'Log out' shown, and a page for logged-in buyers left for the quote — and the
   * session is ended on the gateway with the old token, so that token is refused afterwards.
   */
  async logOut(options: { leavePage: boolean }): Promise<void> {
    if (this.loggingOut) return;
    const token = this.deps.userInfo.authToken;
    this.loggingOut = true;
    this.deps.userInfo.clearOnLogout(this.deps.navigator.currentUrl().split(/[?#]/)[0]);
    this.generation += 1;
    this.state = 'idle';
    this.email = undefined;
    this.kycLevel = 0;
    this.standing = undefined;
    this.error = undefined;
    this.deps.ui.closePopup();
    this.deps.ui.showToast({ id: LOGGED_OUT_MESSAGE_ID });
    if (options.leavePage) this.go('edit');
    try {
      if (token)
        await this.deps.api.logout({ authToken: token }, { signal: AbortSignal.timeout(LOGOUT_WAIT_MS) });
    } catch (error) {
      if (!isCancelled(error)) throw error;
    } finally {
      runInAction(() => {
        this.loggingOut = false;
      });
    }
  }
}
