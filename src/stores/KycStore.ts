import { makeAutoObservable, runInAction, type IReactionDisposer } from 'mobx';
import { refusalMessage, type AnswerWords } from '../api/answerMessage.ts';
import { fieldRefusalOf, type FieldRefusal } from '../api/fieldRefusal.ts';
import { TRANSPORT_FAILURE, type Api } from '../api/index.ts';
import type { Clock, KeyValueStorage, Navigator } from './deps.ts';
import { clearDraft, readDraft, writeDraft } from './kyc/draftStorage.ts';
import { go, hrefTo, replaceWith } from './navigate.ts';
import { identityPhaseOf, informationViewOf, kycStatusViewOf, VERIFIED_LEVEL } from './kyc/statusViews.ts';
import type {
  IdentityPhase,
  IdentityStatus,
  IdVerification,
  IdVerificationDraft,
  InformationView,
  KycRefusal,
  KycStatusView,
  OpenedCheck,
  PersonalInfo,
  PersonalInfoDraft,
} from './kyc/types.ts';
import { persistInSession } from './persistInSession.ts';
import { intervalTicker, type Ticker } from './quote/ticker.ts';
import type { UiStore } from './UiStore.ts';
import type { UserInfoStore } from './UserInfoStore.ts';

export type * from './kyc/types.ts';
export { KYC_FORM_KEY } from './kyc/draftStorage.ts';
export { VERIFIED_LEVEL } from './kyc/statusViews.ts';

/** Session-storage key of the KYC return URL (SPEC §3 "KYC level 1 success redirect URL"). */
export const KYC_RETURN_KEY = 'kycReturnUrl';
/** Session-storage key of the identity check this tab opened (a reload keeps following it). */
export const KYC_SESSION_KEY = 'kyc';
/** How often an opened identity check is asked for its result. */
export const IDENTITY_POLL_MS = 2000;

/** Where the provider's identity page sends the buyer back (in its own tab) once the document is sent. */
export const IDENTITY_RETURN_URL = hrefTo('verifyId', { checked: '1' });

/** Where a KYC page may send the buyer on a button press. */
export type KycDestination = 'enterInformation' | 'verifyId' | 'retryVerifyId' | 'myOrders' | 'edit';

const OK = 200;

/** The part of the order flow the KYC steps look at. */
export interface KycOrderFlow {
  /** The accepted quote's token (its amount decides whether identity is needed). */
  quoteToken?: string;
  /** A purchase is under way (an offer chosen on an accepted quote): KYC leads back to Select Card. */
  active: boolean;
}

export interface KycStoreDeps {
  api: Api;
  clock: Clock;
  local: KeyValueStorage;
  session: KeyValueStorage;
  navigator: Navigator;
  userInfo: UserInfoStore;
  ui: UiStore;
  /** Pace of following an identity check; default setInterval. */
  ticker?: Ticker;
  /** The order flow as it stands (read when needed). */
  orderFlow?: () => KycOrderFlow;
}

const refusalOf = (answer: AnswerWords & { respCode: number }): KycRefusal => ({
  respCode: answer.respCode,
  message: refusalMessage(answer),
});

/**
 * KYC (SPEC §4 "KYC", §3): the personal information (level 1) with its draft kept in local storage, the
 * identity check at the provider (level 2) followed until it is decided, the KYC status, and the page the
 * buyer goes back to once done (session storage). Navigation goes through the injected navigator.
 */
export class KycStore {
  // ---- personal information (/enter-information) ----
  informationView: InformationView = 'loading';
  kycLevel = 0;
  identityStatus: IdentityStatus = 'none';
  /** What the gateway holds (absent before the first save). */
  savedInfo?: PersonalInfo = undefined;
  /** The form as typed; kept in local storage until saved. */
  draft: PersonalInfoDraft = {};
  /** The draft came from storage (a reload or a detour through login), not from the gateway. */
  draftRestored = false;
  saving = false;
  /** A refusal of the save that names no field (shown above the form). */
  saveError?: KycRefusal = undefined;
  /** The gateway's refusal of one field (its key names the field), for the form's extraErrors. */
  fieldRefusal?: FieldRefusal = undefined;
  loadError?: KycRefusal = undefined;

  // ---- identity check (/verify-id) ----
  identityPhase: IdentityPhase = 'loading';
  idForm: IdVerificationDraft = {};
  /** The check this tab opened, kept in the session so a reload follows it on. */
  check?: OpenedCheck = undefined;
  /** Checks whose provider page was already opened, so a resumed page does not open another. */
  checksOpened: string[] = [];
  starting = false;
  startError?: KycRefusal = undefined;
  /** The gateway's refusal of one ID-verification field, for the form's extraErrors. */
  idFieldRefusal?: FieldRefusal = undefined;

  // ---- status (/kyc-status) ----
  statusView: KycStatusView = 'loading';
  statusError?: KycRefusal = undefined;

  private readonly deps: KycStoreDeps;
  private readonly ticker: Ticker;
  private polling = false;
  private readonly persistence: IReactionDisposer;

  constructor(deps: KycStoreDeps) {
    this.deps = deps;
    this.ticker = deps.ticker ?? intervalTicker;
    makeAutoObservable<this, 'deps' | 'ticker' | 'polling' | 'persistence'>(this, {
      deps: false,
      ticker: false,
      polling: false,
      persistence: false,
      returnUrl: false,
    });
    this.persistence = persistInSession(
      this,
      KYC_SESSION_KEY,
      ['check', 'checksOpened', 'idForm'],
      deps.session,
    );
  }

  // ---- the way back ------------------------------------------------------------------------------

  /** Where the buyer goes once identity is approved, or level 1 is saved when no ID is needed. */
  rememberReturn(url: string): void {
    this.deps.session.setItem(KYC_RETURN_KEY, url);
  }

  /** The remembered return URL, else Select Card while a purchase is under way, else Edit. */
  get returnUrl(): string {
    const remembered = this.deps.session.getItem(KYC_RETURN_KEY);
    if (remembered) return remembered;
    return hrefTo(this.deps.orderFlow?.().active ? 'selectCard' : 'edit');
  }

  /** Goes back to where the KYC steps were entered from (replacing the KYC page), once. */
  returnAfterKyc(): void {
    const url = this.returnUrl;
    this.deps.session.removeItem(KYC_RETURN_KEY);
    this.deps.navigator.navigate(url, { replace: true });
  }

  /** A button of a KYC page. */
  go(destination: KycDestination): void {
    if (destination === 'retryVerifyId') go(this.deps.navigator, 'verifyId', { retry: '1' });
    else go(this.deps.navigator, destination);
  }

  // ---- Enter Information -----------------------------------------------------------------------

  /** Loads the saved information and the identity status; `isUnderReview=1` in the link shows the review text at once. */
  async enterInformation(query: Record<string, string | undefined> = {}): Promise<void> {
    const underReviewHint = query.isUnderReview === '1';
    this.informationView = 'loading';
    this.loadError = undefined;
    const answer = await this.deps.api.getKycInfo({});
    runInAction(() => {
      if (answer.respCode !== OK || !answer.data) {
        this.loadError = refusalOf(answer);
        this.informationView = 'failed';
        return;
      }
      const { kyc_level, identityStatus, personalInfo } = answer.data;
      this.syncLevel(kyc_level);
      this.identityStatus = identityStatus;
      this.savedInfo = personalInfo;
      const stored = readDraft(this.deps.local);
      this.draftRestored = Boolean(stored) && kyc_level < VERIFIED_LEVEL;
      this.draft = this.draftRestored ? { ...personalInfo, ...stored } : { ...personalInfo };
      this.saveError = undefined;
      this.fieldRefusal = undefined;
      this.informationView = informationViewOf({ kycLevel: kyc_level, identityStatus, underReviewHint });
    });
  }

  /** The form changed: kept as the draft (local storage); a field refusal goes once its field changes. */
  setDraft(draft: PersonalInfoDraft): void {
    const refused = this.fieldRefusal?.field as keyof PersonalInfo | undefined;
    if (refused && draft[refused] !== this.draft[refused]) this.fieldRefusal = undefined;
    this.draft = { ...draft };
    writeDraft(this.deps.local, this.draft);
  }

  /**
   * Saves the personal information (addKyc). Then the buyer goes on: to Verify ID when the accepted
   * quote (or, without one, any further purchase) needs an approved identity, else back to where KYC
   * was entered from. A refusal naming a field stays on that field; others show above the form.
   */
  async submitInformation(info: PersonalInfo): Promise<boolean> {
    if (this.saving) return false;
    this.saving = true;
    this.saveError = undefined;
    this.fieldRefusal = undefined;
    const answer = await this.deps.api.addKyc(info);
    if (answer.respCode !== OK || !answer.data) {
      runInAction(() => {
        this.saving = false;
        this.fieldRefusal = fieldRefusalOf(answer);
        if (!this.fieldRefusal) this.saveError = refusalOf(answer);
      });
      return false;
    }
    const level = answer.data.kyc_level;
    runInAction(() => {
      this.syncLevel(level);
      this.savedInfo = { ...info };
      this.draft = { ...info };
      this.draftRestored = false;
      clearDraft(this.deps.local);
    });
    const done = level >= VERIFIED_LEVEL || (await this.identityDone());
    runInAction(() => {
      this.saving = false;
    });
    if (done) this.returnAfterKyc();
    else go(this.deps.navigator, 'verifyId');
    return true;
  }

  private async identityDone(): Promise<boolean> {
    const token = this.deps.orderFlow?.().quoteToken;
    const answer = await this.deps.api.checkIdentification(token ? { token } : {});
    return answer.respCode === OK && answer.data?.isIdentification === 1;
  }

  // ---- Verify ID -------------------------------------------------------------------------------

  /**
   * Opens Verify ID: without personal information the buyer goes to Enter Information first. A check
   * this tab opened is followed on; the provider's return (`checked=1`, in the provider's tab) shows how
   * it ended; an approved identity goes straight back; a refused or expired check offers another
   * (`retry=1` opens the form at once).
   */
  async enterVerifyId(query: Record<string, string | undefined> = {}): Promise<void> {
    this.identityPhase = 'loading';
    this.startError = undefined;
    this.idFieldRefusal = undefined;
    const answer = await this.deps.api.checkIdentificationResult({});
    if (answer.respCode !== OK || !answer.data) {
      runInAction(() => {
        this.startError = refusalOf(answer);
        this.identityPhase = 'form';
      });
      return;
    }
    const { identityStatus, kyc_level } = answer.data;
    runInAction(() => {
      this.syncLevel(kyc_level);
      this.identityStatus = identityStatus;
    });
    if (kyc_level < 1) {
      replaceWith(this.deps.navigator, 'enterInformation');
      return;
    }
    const returned = query.checked === '1';
    if (identityStatus === 'approved' && !returned) {
      this.returnAfterKyc();
      return;
    }
    runInAction(() => {
      const phase = identityPhaseOf(identityStatus, this.check, this.deps.clock.now());
      const retry = query.retry === '1' && (phase === 'refused' || phase === 'expired');
      this.identityPhase = retry ? 'form' : phase;
      if (this.identityPhase === 'form' && identityStatus !== 'pending') this.check = undefined;
    });
  }

  setIdForm(form: IdVerificationDraft): void {
    if (this.idFieldRefusal?.field === 'country' && form.country !== this.idForm.country)
      this.idFieldRefusal = undefined;
    this.idForm = { ...form };
  }

  /** Opens an identity check at the provider for the chosen country and document; the page then opens its tab. */
  async startCheck(form: IdVerification): Promise<boolean> {
    if (this.starting) return false;
    this.starting = true;
    this.startError = undefined;
    this.idFieldRefusal = undefined;
    this.idForm = { ...form };
    const answer = await this.deps.api.getIdentificationUrl({ ...form, returnUrl: IDENTITY_RETURN_URL });
    return runInAction(() => {
      this.starting = false;
      if (answer.respCode !== OK || !answer.data) {
        this.idFieldRefusal = fieldRefusalOf(answer);
        if (!this.idFieldRefusal) this.startError = refusalOf(answer);
        return false;
      }
      const { url, sessionId, expireTime } = answer.data;
      this.check = { url, sessionId, expireTime };
      this.identityStatus = 'pending';
      this.identityPhase = 'waiting';
      return true;
    });
  }

  checkWasOpened(sessionId: string): boolean {
    return this.checksOpened.includes(sessionId);
  }

  markCheckOpened(sessionId: string): void {
    if (!this.checksOpened.includes(sessionId)) this.checksOpened.push(sessionId);
  }

  /** Another check after a refusal or an expired link: back to the form. */
  retryCheck(): void {
    this.check = undefined;
    this.startError = undefined;
    this.identityPhase = 'form';
  }

  /**
   * Follows the opened check every IDENTITY_POLL_MS until it is decided, then moves on by itself:
   * approved → back to where KYC was entered from; refused / under review → KYC Status. A link that runs
   * out first shows 'Verification Failed'. Returns the stop function (call it when the page goes away).
   */
  followIdentity(): () => void {
    const stop = this.ticker.every(IDENTITY_POLL_MS, () => void this.pollIdentity(stop));
    void this.pollIdentity(stop);
    return stop;
  }

  private async pollIdentity(stop: () => void): Promise<void> {
    if (this.polling || this.identityPhase !== 'waiting') return;
    this.polling = true;
    const answer = await this.deps.api.checkIdentificationResult({});
    this.polling = false;
    if (this.identityPhase !== 'waiting') return;
    // A lost answer is asked again at the next tick; a refusal (5002) is the client's to handle.
    if (answer.respCode === TRANSPORT_FAILURE || answer.respCode !== OK || !answer.data) return;
    const { identityStatus, kyc_level } = answer.data;
    const phase = identityPhaseOf(identityStatus, this.check, this.deps.clock.now());
    runInAction(() => {
      this.identityStatus = identityStatus;
      this.syncLevel(kyc_level);
      this.identityPhase = phase;
    });
    if (phase === 'waiting') return;
    stop();
    if (phase === 'approved') this.returnAfterKyc();
    else if (phase === 'refused') replaceWith(this.deps.navigator, 'kycStatus', { status: '2' });
    else if (phase === 'review') replaceWith(this.deps.navigator, 'kycStatus', { status: '3' });
  }

  // ---- KYC Status ------------------------------------------------------------------------------

  /** The status as the gateway has it (userStatus); the link's status is only where the buyer came from. */
  async enterKycStatus(): Promise<void> {
    this.statusView = 'loading';
    this.statusError = undefined;
    const token = this.deps.orderFlow?.().quoteToken;
    const answer = await this.deps.api.userStatus(token ? { token } : {});
    runInAction(() => {
      if (answer.respCode !== OK || !answer.data) {
        this.statusError = refusalOf(answer);
        this.statusView = 'failed';
        return;
      }
      this.syncLevel(answer.data.kyc_level);
      this.statusView = kycStatusViewOf(answer.data);
    });
  }

  dispose(): void {
    this.persistence();
  }

  /** The stored user info follows the level the gateway reports. */
  private syncLevel(level: number): void {
    this.kycLevel = level;
    if (this.deps.userInfo.isLoggedIn && this.deps.userInfo.kycLevel !== level)
      this.deps.userInfo.setKycLevel(level);
  }
}
