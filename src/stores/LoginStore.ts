import { makeAutoObservable, runInAction, type IReactionDisposer } from 'mobx';
import type { Api } from '../api/index.ts';
import type { Clock, KeyValueStorage, Navigator } from './deps.ts';
import { isWholeCode } from './login/code.ts';
import { go, hrefTo, replaceWith } from './navigate.ts';
import { isEmailFormat, normalizeEmail } from './login/email.ts';
import { LoginCode, loginErrorMessage } from './login/loginErrors.ts';
import { loginMessage, LoginMessageId, type LoginMessage } from './login/messages.ts';
import { persistInSession } from './persistInSession.ts';
import { intervalTicker, type Ticker } from './quote/ticker.ts';
import type { UserInfoStore } from './UserInfoStore.ts';
import { TrackingEvent, type TrackEvent } from '../platform/trackingEvents.ts';

export type { LoginMessage } from './login/messages.ts';
export { LoginMessageId } from './login/messages.ts';
export { CODE_LENGTH } from './login/code.ts';

export interface LoginStoreDeps {
  api: Api;
  clock: Clock;
  session: KeyValueStorage;
  navigator: Navigator;
  userInfo: UserInfoStore;
  /** Pace of the resend countdown; default setInterval. */
  ticker?: Ticker;
  /** The funnel's tracking points (root.track). */
  track?: TrackEvent;
}

export const LOGIN_SESSION_KEY = 'login';
/** SPEC §9: a new code may be asked 60 s after the last, unless the gateway says otherwise. */
export const DEFAULT_RESEND_SECONDS = 60;

/** respCodes with a meaning of their own here (schemas/api/common.ts RespCode). */
const OK = 200;
const BAD_REQUEST = 400;
const AUTH_INVALID = 5002;
const TICK_MS = 1000;

const LOGIN_PAGE_PATHS: readonly string[] = [hrefTo('emailLogin'), hrefTo('verificationCode')];
const isLoginPage = (url: string) => LOGIN_PAGE_PATHS.includes(url.split(/[?#]/)[0]);

type CodeRequest =
  { outcome: 'sent' | 'recent' } | { outcome: 'refused'; respCode: number; message: LoginMessage };

/** A message on the code page that is not about the typed code: a new code sent, or why none was. */
export interface LoginNotice {
  tone: 'info' | 'error';
  message: LoginMessage;
}

/**
 * E-mail login (SPEC §4 "E-mail login", §5): the e-mail with its format check, the code sent to it with
 * the resend countdown, the code check, and where the buyer goes afterwards (the page that asked for the
 * login, else Edit). The address and the countdown survive a reload (session storage).
 */
export class LoginStore {
  /** The address as typed on the e-mail page. */
  email = '';
  emailError?: LoginMessage = undefined;
  /** sendCode refused or failed for another reason than the format. */
  sendError?: LoginMessage = undefined;
  /** The address the last code went to; empty until one was sent. */
  sentEmail = '';
  /** Epoch ms from which a new code may be asked. */
  resendAt = 0;
  /** How long the sent code is valid (seconds), as the gateway said; 0 when unknown. */
  codeValidSeconds = 0;
  secondsUntilResend = 0;
  code = '';
  codeError?: LoginMessage = undefined;
  notice?: LoginNotice = undefined;
  sending = false;
  verifying = false;
  /** An already logged-in visitor's token is being checked before leaving the login page. */
  checkingLogin = false;

  private readonly deps: LoginStoreDeps;
  private readonly ticker: Ticker;
  private stopTicking?: () => void = undefined;
  readonly disposePersistence: IReactionDisposer;

  constructor(deps: LoginStoreDeps) {
    this.deps = deps;
    this.ticker = deps.ticker ?? intervalTicker;
    makeAutoObservable<this, 'deps' | 'ticker' | 'stopTicking'>(this, {
      deps: false,
      ticker: false,
      stopTicking: false,
      disposePersistence: false,
    });
    this.disposePersistence = persistInSession(
      this,
      LOGIN_SESSION_KEY,
      ['email', 'sentEmail', 'resendAt', 'codeValidSeconds'],
      deps.session,
    );
    // Restored with the address emptied after a code went out: the field shows that address from the first
    // render, not a frame later (enterEmailPage does the same on each later visit).
    this.prefillEmail();
    this.runCountdown();
  }

  get canResend(): boolean {
    return this.secondsUntilResend === 0 && !this.sending && this.sentEmail !== '';
  }

  // ---- e-mail page (/email-login) ----------------------------------------------------------------

  /**
   * Opens the e-mail page. A visitor already logged in goes straight on to the page that asked for the
   * login, or / (SPEC §4); the token is first checked with the gateway, whose 5002 logs the visitor out
   * and keeps them here. Returns whether the buyer stays.
   */
  async enterEmailPage(): Promise<boolean> {
    this.prefillEmail();
    if (!this.deps.userInfo.isLoggedIn) return true;
    this.checkingLogin = true;
    const answer = await this.deps.api.authInfo({});
    runInAction(() => {
      this.checkingLogin = false;
      if (answer.respCode === OK && answer.data) {
        const { authToken, expTime, kyc_level } = answer.data;
        this.deps.userInfo.setUserInfo({ authToken, expTime, kyc_level });
      }
    });
    // 5002 has logged the visitor out (ApiClient); any other failure leaves the unexpired token trusted.
    if (answer.respCode === AUTH_INVALID || !this.deps.userInfo.isLoggedIn) return true;
    this.leave();
    return false;
  }

  /** An empty field takes the address the last code went to. */
  private prefillEmail(): void {
    if (!this.email && this.sentEmail) this.email = this.sentEmail;
  }

  setEmail(value: string): void {
    this.email = value;
    this.emailError = undefined;
    this.sendError = undefined;
  }

  /** Checks the format, asks for a code, and goes on to the code page. */
  async sendCode(): Promise<boolean> {
    if (this.sending) return false;
    const email = normalizeEmail(this.email);
    if (!isEmailFormat(email)) {
      this.emailError = loginMessage(LoginMessageId.emailFormat);
      return false;
    }
    this.emailError = undefined;
    this.sendError = undefined;
    // The code just sent to this address is still the one to use: no new mail, no refusal.
    if (email === this.sentEmail && this.secondsUntilResend > 0) {
      go(this.deps.navigator, 'verificationCode');
      return true;
    }
    const result = await this.requestCode(email);
    if (result.outcome === 'refused') {
      runInAction(() => {
        if (result.respCode === BAD_REQUEST) this.emailError = loginMessage(LoginMessageId.emailFormat);
        else this.sendError = result.message;
      });
      return false;
    }
    go(this.deps.navigator, 'verificationCode');
    return true;
  }

  // ---- code page (/verification-code) -------------------------------------------------------------

  /** Opens the code page: without a code sent there is nothing to enter, so back to the e-mail page. */
  enterCodePage(): boolean {
    if (this.deps.userInfo.isLoggedIn) {
      this.leave();
      return false;
    }
    if (!this.sentEmail) {
      replaceWith(this.deps.navigator, 'emailLogin');
      return false;
    }
    this.runCountdown();
    return true;
  }

  /** The code as typed or pasted; the sixth digit logs in. */
  setCode(value: string): void {
    const changed = value !== this.code;
    this.code = value;
    if (!changed) return;
    this.codeError = undefined;
    if (isWholeCode(value) && !this.verifying) void this.logIn();
  }

  /** Checks the code with the gateway; on success keeps the user info and goes where the login was asked. */
  async logIn(): Promise<boolean> {
    if (this.verifying) return false;
    const code = this.code.trim();
    if (!code) {
      this.codeError = loginMessage(LoginMessageId.codeRequired);
      return false;
    }
    if (!isWholeCode(code)) {
      this.codeError = loginMessage(LoginMessageId.codeLength);
      return false;
    }
    this.verifying = true;
    this.codeError = undefined;
    const answer = await this.deps.api.login({ email: this.sentEmail, code });
    const success = answer.respCode === OK && answer.data !== undefined;
    runInAction(() => {
      this.verifying = false;
      if (!success || !answer.data) {
        this.codeError = loginErrorMessage(answer.respCode, answer);
        return;
      }
      this.deps.userInfo.setUserInfo(answer.data);
      this.forgetSentCode();
    });
    if (success) {
      this.deps.track?.(TrackingEvent.login);
      this.leave();
    }
    return success;
  }

  /** Sends a new code to the same address once the countdown is over. */
  async resend(): Promise<boolean> {
    if (!this.canResend) return false;
    const email = this.sentEmail;
    const result = await this.requestCode(email);
    runInAction(() => {
      if (result.outcome === 'sent')
        this.notice = { tone: 'info', message: loginMessage(LoginMessageId.codeResent, { email }) };
      if (result.outcome === 'refused') this.notice = { tone: 'error', message: result.message };
    });
    return result.outcome !== 'refused';
  }

  /** Back to the e-mail page to correct the address (kept in the field). */
  changeEmail(): void {
    this.email = this.sentEmail;
    go(this.deps.navigator, 'emailLogin');
  }

  /** Stops the countdown's ticking (the store is being dropped). */
  dispose(): void {
    this.stopTicking?.();
    this.stopTicking = undefined;
    this.disposePersistence();
  }

  // ---- internals ----------------------------------------------------------------------------------

  /**
   * sendCode for an address. 'sent': a new code is on its way; 'recent': one went to this address less
   * than the resend delay ago (another tab, a reload) and is the one to enter; 'refused': no code.
   */
  private async requestCode(email: string): Promise<CodeRequest> {
    this.sending = true;
    const answer = await this.deps.api.sendCode({ email });
    return runInAction((): CodeRequest => {
      this.sending = false;
      const resendAfter = answer.data?.resendAfter ?? DEFAULT_RESEND_SECONDS;
      if (answer.respCode === OK) {
        this.codeSentTo(email, resendAfter, answer.data?.expiresIn ?? 0);
        return { outcome: 'sent' };
      }
      if (answer.respCode === LoginCode.resendTooSoon) {
        if (email !== this.sentEmail) this.codeSentTo(email, resendAfter, 0);
        else this.startResendCountdown(resendAfter);
        this.notice = { tone: 'info', message: loginErrorMessage(answer.respCode, answer) };
        return { outcome: 'recent' };
      }
      return {
        outcome: 'refused',
        respCode: answer.respCode,
        message: loginErrorMessage(answer.respCode, answer),
      };
    });
  }

  private codeSentTo(email: string, resendAfterSeconds: number, validSeconds: number): void {
    this.sentEmail = email;
    this.email = email;
    this.code = '';
    this.codeError = undefined;
    this.notice = undefined;
    this.codeValidSeconds = validSeconds;
    this.startResendCountdown(resendAfterSeconds);
  }

  private startResendCountdown(seconds: number): void {
    this.resendAt = this.deps.clock.now() + seconds * 1000;
    this.runCountdown();
  }

  /** Counts down to resendAt, ticking only while there is something left to count. */
  private runCountdown(): void {
    this.refreshCountdown();
    if (this.secondsUntilResend > 0 && !this.stopTicking) {
      this.stopTicking = this.ticker.every(TICK_MS, () => this.refreshCountdown());
    }
  }

  private refreshCountdown(): void {
    this.secondsUntilResend = Math.max(0, Math.ceil((this.resendAt - this.deps.clock.now()) / 1000));
    if (this.secondsUntilResend === 0 && this.stopTicking) {
      this.stopTicking();
      this.stopTicking = undefined;
    }
  }

  private forgetSentCode(): void {
    this.sentEmail = '';
    this.code = '';
    this.resendAt = 0;
    this.codeValidSeconds = 0;
    this.notice = undefined;
    this.refreshCountdown();
  }

  /** Leaves the login for the page that asked for it (never a login page again), else the quote (SPEC §4). */
  private leave(): void {
    const target = this.deps.userInfo.consumeLoginTarget();
    if (target && !isLoginPage(target)) this.deps.navigator.navigate(target, { replace: true });
    else replaceWith(this.deps.navigator, 'edit');
  }
}
