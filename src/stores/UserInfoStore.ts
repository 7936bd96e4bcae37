import { makeAutoObservable } from 'mobx';
import type { Clock, KeyValueStorage } from './deps.ts';

export const USER_INFO_KEY = 'userInfo';
export const LOGIN_TARGET_KEY = 'loginSuccessUrl';

/** The user info as the login answer and local storage carry it. */
export interface UserInfo {
  authToken: string;
  /** Epoch seconds. */
  expTime: number;
  kyc_level?: number;
}

function readStored(local: KeyValueStorage): UserInfo | undefined {
  const raw = local.getItem(USER_INFO_KEY);
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as Partial<UserInfo>;
    if (typeof value.authToken !== 'string' || typeof value.expTime !== 'number') return undefined;
    return { authToken: value.authToken, expTime: value.expTime, kyc_level: Number(value.kyc_level) || 0 };
  } catch {
    return undefined;
  }
}

/** Who is logged in, until when, and at which KYC level; kept in local storage across visits. */
export class UserInfoStore {
  authToken?: string = undefined;
  /** Epoch seconds. */
  expTime?: number = undefined;
  kycLevel = 0;
  /**
   * The page (pathname) the buyer logged out on, until another page is shown: its route guard lets the
   * logout take the buyer on (to Edit) instead of asking for a login there. The router moves in a React
   * transition, so that page still renders once after the user info is gone.
   */
  loggedOutOn?: string = undefined;

  private readonly clock: Clock;
  private readonly local: KeyValueStorage;

  constructor(deps: { clock: Clock; local: KeyValueStorage }) {
    this.clock = deps.clock;
    this.local = deps.local;
    const stored = readStored(deps.local);
    if (stored) this.apply(stored);
    // isLoggedIn depends on the clock, which MobX cannot observe: a plain getter re-reads it every time.
    makeAutoObservable<this, 'clock' | 'local' | 'apply'>(this, {
      clock: false,
      local: false,
      apply: false,
      isLoggedIn: false,
      loginTarget: false,
    });
  }

  /** A token exists and now is before expTime (seconds) × 1000. */
  get isLoggedIn(): boolean {
    return Boolean(this.authToken) && this.expTime !== undefined && this.clock.now() < this.expTime * 1000;
  }

  setUserInfo(info: UserInfo): void {
    this.loggedOutOn = undefined;
    this.apply(info);
    this.local.setItem(
      USER_INFO_KEY,
      JSON.stringify({ authToken: this.authToken, expTime: this.expTime, kyc_level: this.kycLevel }),
    );
  }

  setKycLevel(level: number): void {
    if (this.authToken === undefined || this.expTime === undefined) return;
    this.setUserInfo({ authToken: this.authToken, expTime: this.expTime, kyc_level: level });
  }

  clear(): void {
    this.authToken = undefined;
    this.expTime = undefined;
    this.kycLevel = 0;
    this.local.removeItem(USER_INFO_KEY);
  }

  /** An explicit Log Out on the page `pathname`: the user info is cleared, and that page is being left. */
  clearOnLogout(pathname: string): void {
    this.clear();
    this.loggedOutOn = pathname;
  }

  /** A page is shown: the one logged out on, if it was another, has been left. */
  pageShown(pathname: string): void {
    if (this.loggedOutOn !== undefined && this.loggedOutOn !== pathname) this.loggedOutOn = undefined;
  }

  /** Where to go after a successful login (pathname + search), if a page asked for it. */
  get loginTarget(): string | undefined {
    return this.local.getItem(LOGIN_TARGET_KEY) ?? undefined;
  }

  set loginTarget(url: string | undefined) {
    if (url) this.local.setItem(LOGIN_TARGET_KEY, url);
    else this.local.removeItem(LOGIN_TARGET_KEY);
  }

  /** Reads the login target once and forgets it. */
  consumeLoginTarget(): string | undefined {
    const target = this.loginTarget;
    this.local.removeItem(LOGIN_TARGET_KEY);
    return target;
  }

  private apply(info: UserInfo): void {
    this.authToken = info.authToken;
    this.expTime = Number(info.expTime);
    this.kycLevel = Number(info.kyc_level) || 0;
  }
}
