import { makeAutoObservable, observableRef, runInAction, type IReactionDisposer } from 'mobx';
import { isCancelled, type Api } from '../api/index.ts';
import { sumFees, truncateDecimals } from '../lib/index.ts';
import type { CurrencyListStore } from './CurrencyListStore.ts';
import type { Clock, EmitWidgetEvent, KeyValueStorage, Navigator } from './deps.ts';
import { hrefTo } from './navigate.ts';
import { persistInSession } from './persistInSession.ts';
import { TrackingEvent, type TrackEvent } from '../platform/trackingEvents.ts';
import {
  defaultInquiry,
  DEFAULT_GET_CURRENCY,
  DEFAULT_SEND_AMOUNT,
  FALLBACK_SEND_CURRENCY,
  noExtras,
  noLocks,
} from './quote/defaults.ts';
import { placeQuoteError } from './quote/quoteErrors.ts';
import { intervalTicker, type Ticker } from './quote/ticker.ts';
import { readLinkPreset } from './quote/urlPreset.ts';
import { checkInquiry, type AmountLimits } from './quote/validateAmount.ts';
import { orderPageLink } from './quote/widgetLinks.ts';
import type { Attribution } from './attribution/capture.ts';
import type {
  GetToken,
  Inquiry,
  LinkExtras,
  Locks,
  Offer,
  PayMethodPrice,
  PayTokenItem,
  QuoteAnswer,
  QuotedFees,
  QuoteMessage,
  Side,
} from './quote/types.ts';

export type {
  Inquiry,
  LinkExtras,
  Locks,
  Offer,
  PayMethodPrice,
  QuotedFees,
  QuoteMessage,
  Side,
} from './quote/types.ts';

/** What the quote store needs from the root. */
export interface QuoteStoreDeps {
  api: Api;
  clock: Clock;
  session: KeyValueStorage;
  navigator: Navigator;
  currencies: CurrencyListStore;
  /** The countdown's pace; default setInterval. */
  ticker?: Ticker;
  /** The funnel's tracking points (root.track). */
  track?: TrackEvent;
  /** Who brought the buyer (root.attribution): every quote carries it, and so the order made from it. */
  attribution?: { visit(search: string, referrer?: string): Attribution };
  /** Events for the page embedding the app (root.embedEvent). */
  embed?: EmitWidgetEvent;
  /** The currency of the caller's country as the gateway named it with the page: the quote asked ahead is in it. */
  callerCurrency?: string;
}

/** SPEC §3 "Payment method": what the grid shows for each method of the quote. */
export interface PayMethodChoice {
  id: string;
  name: string;
  icon: string;
  /** Processing plus network fee of the method's best offer; absent while there is no valid quote. */
  fee?: number;
  feeCurrency: string;
}

/** The link (or page) the quote screen was opened with. */
export interface QuoteLink {
  /** location.search */
  search: string;
  /** The /buy/:getCurrency path's token. */
  getCurrency?: string;
  /** document.referrer, kept as refererUrl. */
  referrer?: string;
}

export const QUOTE_SESSION_KEY = 'quote';

/** Intercept flag the quote call carries (SPEC §7). */
const INTERCEPT = 2;
const TICK_MS = 1000;
/**
 * Waits before asking again after quotes that arrived already expired (the clock the app learned from the
 * gateway disagrees with the quote's expiry): the first is asked for at once, then after 2, 4, 8… s, at
 * most a minute apart, so a broken clock cannot loop.
 */
const EXPIRED_RETRY_MS = [0, 2000, 4000, 8000, 16_000, 32_000, 60_000];

const amountKey = (side: Side) => (side === 'pay' ? 'sendCurrencyAmount' : 'getCurrencyAmount');
const otherSide = (side: Side): Side => (side === 'pay' ? 'get' : 'pay');
const sameAmount = (a: string, b: string) => a === b || (a !== '' && b !== '' && Number(a) === Number(b));
const linkKey = (link: QuoteLink) =>
  JSON.stringify([link.search, link.getCurrency ?? '', link.referrer ?? '']);

/**
 * The quote: what the buyer pays and gets, the side they typed, the last successful quote (token, offers,
 * pay methods, fees) with its countdown, and where each error shows. SPEC §2 "Edit screen", §4 "Inquiry
 * side" and "After a quote", §5, §8. Persisted in session storage so a reload keeps the buyer's place.
 */
export class QuoteStore {
  inquiry: Inquiry = defaultInquiry();
  side: Side = 'pay';
  locks: Locks = noLocks();
  extras: LinkExtras = noExtras();
  /** Offers of the last successful quote, best first. */
  offers: Offer[] = [];
  /** Pay methods of the last successful quote, each with its best price. */
  methods: PayMethodPrice[] = [];
  fees?: QuotedFees = undefined;
  payError?: QuoteMessage = undefined;
  getError?: QuoteMessage = undefined;
  /** Seconds until the quote is renewed; undefined when no quote is counting down. */
  secondsLeft?: number = undefined;
  /** A quote is on its way: the amount not typed shows as loading. */
  quoting = false;
  methodsLoading = false;
  /** The buyer or the link chose the pay method: quotes ask for it. */
  payMethodChosen = false;
  /** The link fixed the provider: quotes and lists ask for it. */
  offerTypeFixed = false;
  /** The buyer or the link chose the pay currency; otherwise it follows the caller's country. */
  sendCurrencyChosen = false;

  /** What the buyer had in this tab was restored at construction (a reload): not the first screen of a fresh visit. */
  readonly resumed: boolean;

  private readonly deps: QuoteStoreDeps;
  private readonly ticker: Ticker;
  private seq = 0;
  private controller?: AbortController = undefined;
  private stopTicking?: () => void = undefined;
  /** The typed side and amount of the last quote asked: a blur re-quotes only after a change. */
  private lastAsked?: { side: Side; amount: string } = undefined;
  /** Counts the screen's openings: work begun for an earlier one stops when it resumes. */
  private visit = 0;
  /** Quotes in a row that arrived already expired: the back-off of the next ask. */
  private expiredInARow = 0;
  /** The boot's open (openEarly) that the landing screen has not joined yet. */
  private early?: { key: string; visit: number; done: Promise<void> } = undefined;
  /** A renewal fell due before the landing screen was shown: its open asks for it. */
  private renewalWaiting = false;
  /** The quote asked beside the token lists (open): the next ask takes its answer if it asks the same. */
  private askedAhead?: { body: string; answer: Promise<QuoteAnswer>; controller: AbortController } =
    undefined;
  readonly disposePersistence: IReactionDisposer;

  constructor(deps: QuoteStoreDeps) {
    this.deps = deps;
    this.ticker = deps.ticker ?? intervalTicker;
    this.resumed = deps.session.getItem(QUOTE_SESSION_KEY) !== null;
    makeAutoObservable<
      this,
      | 'deps'
      | 'ticker'
      | 'seq'
      | 'controller'
      | 'stopTicking'
      | 'lastAsked'
      | 'visit'
      | 'expiredInARow'
      | 'early'
      | 'renewalWaiting'
      | 'askedAhead'
    >(this, {
      deps: false,
      ticker: false,
      resumed: false,
      seq: false,
      controller: false,
      stopTicking: false,
      lastAsked: false,
      visit: false,
      expiredInARow: false,
      early: false,
      renewalWaiting: false,
      askedAhead: false,
      disposePersistence: false,
      // Each answer replaces them whole: kept as given (no deep observable per offer and method to build).
      offers: observableRef,
      methods: observableRef,
      fees: observableRef,
    });
    this.disposePersistence = persistInSession(
      this,
      QUOTE_SESSION_KEY,
      [
        'inquiry',
        'side',
        'locks',
        'extras',
        'offers',
        'methods',
        'fees',
        'payMethodChosen',
        'offerTypeFixed',
        'sendCurrencyChosen',
      ],
      deps.session,
    );
  }

  // ── derived state ────────────────────────────────────────────────────────────────────────────

  get payToken(): PayTokenItem | undefined {
    return this.deps.currencies.findPayToken(this.inquiry.sendCurrency);
  }

  get getToken(): GetToken | undefined {
    return this.deps.currencies.findGetToken(this.inquiry.getCurrency);
  }

  /** The pay list arrived with currencies, so a currency missing from it is one the buyer must change. */
  private get payListKnown(): boolean {
    return this.deps.currencies.payState === 'done' && this.deps.currencies.payTokens.length > 0;
  }

  private get getListKnown(): boolean {
    return this.deps.currencies.getState === 'done' && this.deps.currencies.getTokens.length > 0;
  }

  /** A currency from the link stays locked unless the server does not offer it (then the buyer picks one). */
  get payCurrencyLocked(): boolean {
    return this.locks.sendCurrency && !(this.payListKnown && !this.payToken);
  }

  get getCurrencyLocked(): boolean {
    return this.locks.getCurrency && !(this.getListKnown && !this.getToken);
  }

  /** The offer the buyer goes on with: the one of inquiry.offerType, else the best. */
  get selectedOffer(): Offer | undefined {
    return this.offers.find((offer) => offer.offerType === this.inquiry.offerType) ?? this.offers[0];
  }

  get payMethods(): PayMethodChoice[] {
    const priced = this.inquiry.token !== '';
    return this.methods.map((method) => ({
      id: method.payMethod,
      name: method.name,
      icon: method.image2,
      fee: priced ? sumFees(method.processingFee, method.transNetworkFee) : undefined,
      feeCurrency: method.feeCurrency,
    }));
  }

  /**
   * What the pay-method grid shows: placeholders while the first methods are on their way, the list, the
   * empty state (a quote without methods, or a failed refresh) or nothing before any quote succeeded.
   */
  get methodsStatus(): 'loading' | 'list' | 'empty' | 'none' {
    if (this.methodsLoading || (this.quoting && this.methods.length === 0)) return 'loading';
    if (this.methods.length > 0) return 'list';
    return this.inquiry.token ? 'empty' : 'none';
  }

  /** Continue needs a quote token, time left on it, and nothing wrong (SPEC §4). */
  get canContinue(): boolean {
    return (
      this.inquiry.token !== '' &&
      (this.secondsLeft ?? 0) > 0 &&
      !this.quoting &&
      !this.payError &&
      !this.getError
    );
  }

  // ── opening the screen ───────────────────────────────────────────────────────────────────────

  /**
   * The quote screen opened (Edit, /buy/:getCurrency, widget v1): applies the link, loads the token lists,
   * then quotes — or keeps counting down a quote still valid from earlier in the session.
   */
  async open(link: QuoteLink): Promise<void> {
    const early = this.early;
    const joins = this.joinsEarlyOpen(link);
    this.early = undefined;
    if (early && joins) {
      if (!this.renewalWaiting) return early.done;
      this.renewalWaiting = false;
      return this.requestQuote();
    }
    const visit = ++this.visit;
    const fromLink = this.applyLink(link);
    const listsLoaded = this.deps.currencies.load(this.offerTypeFixed ? this.inquiry.offerType : '');
    if (!fromLink && this.resumeCountdown()) return;
    this.stopCountdown();
    this.showQuoting();
    if (!this.deps.currencies.loaded) this.askAhead();
    await listsLoaded;
    if (visit !== this.visit) return;
    runInAction(() => this.followCountryCurrency());
    await this.requestQuote();
  }

  /**
   * The boot's open of the landing quote screen (main.tsx), while the screen's code is still on its way: the
   * lists and the first quote are asked at once instead of after the screen's first render. The screen's own
   * open with the same link joins it. Until then a countdown that runs out asks for nothing (no screen shows
   * it, and the buyer may have been sent elsewhere): the screen's open asks.
   */
  openEarly(link: QuoteLink): void {
    const done = this.open(link);
    this.early = { key: linkKey(link), visit: this.visit, done };
  }

  /** The screen's open with this link would join the boot's (its state is already the store's): no placeholder render needed. */
  joinsEarlyOpen(link: QuoteLink): boolean {
    return this.early !== undefined && this.early.visit === this.visit && this.early.key === linkKey(link);
  }

  /** The quote screen closed: the countdown stops and an answer still on its way is dropped. */
  close(): void {
    this.early = undefined;
    this.dropAskedAhead();
    this.renewalWaiting = false;
    this.visit += 1;
    this.stopCountdown();
    this.seq += 1;
    this.controller?.abort();
    this.controller = undefined;
    this.quoting = false;
  }

  /**
   * The link's preset (SPEC §4): a link naming a currency or an amount starts a new inquiry with its
   * values locked; other parameters (partnerId, reference, payMethod, offerType, address…) are kept.
   * Returns true when the link replaced the inquiry.
   */
  applyLink(link: QuoteLink): boolean {
    const preset = readLinkPreset(link.search, link.getCurrency);
    if (preset.hasQuote) {
      this.inquiry = { ...defaultInquiry(), partnerId: this.inquiry.partnerId, ...preset.amounts };
      this.side = preset.side;
      this.locks = preset.locks;
      this.sendCurrencyChosen = preset.amounts.sendCurrency !== undefined;
      this.payMethodChosen = false;
      this.offerTypeFixed = false;
      this.forgetQuote();
    }
    const { partnerId, reference, payMethod, offerType } = preset.params;
    if (partnerId !== undefined) this.inquiry.partnerId = partnerId;
    if (reference !== undefined) this.inquiry.reference = reference;
    if (payMethod !== undefined) {
      this.inquiry.payMethod = payMethod;
      this.payMethodChosen = true;
    }
    if (offerType !== undefined) {
      this.inquiry.offerType = offerType;
      this.offerTypeFixed = true;
    }
    if (link.referrer) this.inquiry.refererUrl = link.referrer;
    // The partner, reference and referrer in force: this link's, else those kept from an earlier visit.
    const attribution = this.deps.attribution?.visit(link.search, link.referrer);
    if (attribution) Object.assign(this.inquiry, attribution);
    this.extras = { ...this.extras, ...preset.extras };
    // A Get side without an amount (e.g. a session cut short) falls back to Pay with 100 USD to BTC.
    if (this.side === 'get' && this.inquiry.getCurrencyAmount === '') {
      this.inquiry = {
        ...this.inquiry,
        sendCurrency: FALLBACK_SEND_CURRENCY,
        sendCurrencyAmount: DEFAULT_SEND_AMOUNT,
        getCurrency: DEFAULT_GET_CURRENCY,
      };
      this.side = 'pay';
      this.locks = noLocks();
    }
    return preset.hasQuote;
  }

  /** Widget v1's Continue target: the order page with the quote and the embedding page's extras. */
  get orderPageLink(): string {
    return orderPageLink(this.inquiry, this.side, this.extras);
  }

  /** Widget v1's Continue: counted as the funnel's Continue; answers the order page the screen opens in a new window. */
  continueInNewWindow(): string {
    this.deps.track?.(
      TrackingEvent.quoteContinue,
      { ...this.trackedQuote(), offers: this.offers.length, widget: 'v1' },
      { once: this.inquiry.token },
    );
    return this.orderPageLink;
  }

  // ── the buyer's edits ────────────────────────────────────────────────────────────────────────

  /** Typing an amount makes its side the typed one; the quote follows on blur (commitAmount). */
  setAmount(side: Side, value: string): void {
    if (this.locks[amountKey(side)]) return;
    this.inquiry[amountKey(side)] = value;
    this.side = side;
    this.payError = undefined;
    this.getError = undefined;
  }

  /** The amount input lost focus: a new quote when the typed amount changed since the last one asked. */
  async commitAmount(): Promise<void> {
    const amount = this.inquiry[amountKey(this.side)];
    const last = this.lastAsked;
    if (last && last.side === this.side && sameAmount(last.amount, amount)) return;
    await this.requestQuote();
  }

  /** A currency from the picker, or the currency of the country the buyer chose (when it is served). */
  async selectPayCurrency(currency: string): Promise<void> {
    if (this.payCurrencyLocked || currency === this.inquiry.sendCurrency) return;
    if (this.deps.currencies.payState === 'done' && !this.deps.currencies.findPayToken(currency)) return;
    this.inquiry.sendCurrency = currency;
    this.sendCurrencyChosen = true;
    // Pay methods differ per currency: let the server pick the first that takes it.
    this.inquiry.payMethod = '';
    this.payMethodChosen = false;
    await this.requestQuote();
  }

  async selectGetCurrency(symbol: string): Promise<void> {
    if (this.getCurrencyLocked || symbol === this.inquiry.getCurrency) return;
    this.inquiry.getCurrency = symbol;
    // A typed get amount keeps no more decimals than the new token has (6 for USDT).
    const decimals = this.getToken?.decimals;
    if (decimals !== undefined)
      this.inquiry.getCurrencyAmount = truncateDecimals(this.inquiry.getCurrencyAmount, decimals);
    await this.requestQuote();
  }

  async selectPayMethod(payMethod: string): Promise<void> {
    if (payMethod === this.inquiry.payMethod && this.payMethodChosen) return;
    this.inquiry.payMethod = payMethod;
    this.payMethodChosen = true;
    await this.requestQuote();
  }

  /** The provider chosen on Select Offer. */
  selectOffer(offerType: string): void {
    this.inquiry.offerType = offerType;
  }

  /**
   * Continue (SPEC §4): with one offer the provider choice is skipped — the pay method and the offer are
   * set and the buyer goes to Select Offer; otherwise to the order step. Navigates and returns the route,
   * or undefined when Continue is not possible.
   */
  continue(): string | undefined {
    if (!this.canContinue) return undefined;
    let step: 'order' | 'selectOffer' = 'order';
    if (this.offers.length === 1) {
      const [offer] = this.offers;
      this.inquiry.payMethod = this.selectedMethodId();
      this.inquiry.offerType = offer.offerType;
      step = 'selectOffer';
    }
    // The link's address and return URL travel to the purchase steps in their query; the pay method chosen
    // in the grid travels to the order step as its payMethod, so that step passes by itself (SPEC §4).
    const payMethod = step === 'order' ? this.selectedMethodId() : '';
    const route = hrefTo(step, payMethod ? { ...this.extras, payMethod } : { ...this.extras });
    this.deps.track?.(
      TrackingEvent.quoteContinue,
      { ...this.trackedQuote(), offers: this.offers.length },
      { once: this.inquiry.token },
    );
    this.deps.navigator.navigate(route);
    return route;
  }

  /**
   * Fetches ahead the code of the steps Continue leads to: the order step, and Select Offer, where Continue
   * goes with one offer and the order step passes on to with several. The buyer then waits only for the
   * gateway there.
   */
  prefetchContinue(): void {
    this.deps.navigator.prefetch?.(hrefTo('order'));
    this.deps.navigator.prefetch?.(hrefTo('selectOffer'));
  }

  /** The grid's Refresh: the pay methods of the current quote again (or a new quote when there is none). */
  async refreshMethods(): Promise<void> {
    const token = this.inquiry.token;
    if (!token) {
      await this.requestQuote();
      return;
    }
    this.methodsLoading = true;
    const answer = await this.deps.api
      .offerMethodList({ token })
      .catch((error: unknown) => ({ respCode: 0, respMessage: String(error), data: undefined }));
    runInAction(() => {
      this.methodsLoading = false;
      if (answer.respCode === 200 && answer.data) {
        this.methods = answer.data.priceList;
      } else {
        console.error(`offerMethodList failed (${answer.respCode}): ${answer.respMessage}`);
        this.methods = [];
      }
    });
  }

  // ── quoting ──────────────────────────────────────────────────────────────────────────────────

  /**
   * Asks for a quote of the typed side (SPEC §4): the other amount is cleared and shown loading, the
   * amount is checked against the token's limits first, and an answer overtaken by a newer request is
   * dropped.
   */
  async requestQuote(): Promise<void> {
    const side = this.side;
    const amount = this.inquiry[amountKey(side)];
    this.lastAsked = { side, amount };
    const seq = ++this.seq;
    this.controller?.abort();
    this.controller = undefined;
    const ahead = this.askedAhead;
    this.askedAhead = undefined;
    this.stopCountdown();
    this.forgetQuote();
    this.inquiry[amountKey(otherSide(side))] = '';
    this.payError = undefined;
    this.getError = undefined;

    const problems = checkInquiry({
      side,
      amount,
      payLimits: this.payLimits(),
      getLimits: this.getLimits(),
      payListKnown: this.payListKnown,
      getListKnown: this.getListKnown,
    });
    if (problems.pay || problems.get) {
      ahead?.controller.abort();
      this.payError = problems.pay;
      this.getError = problems.get;
      this.quoting = false;
      if (problems[side]) this.unlockRefusedAmount(side);
      return;
    }

    this.quoting = true;
    const body = this.inquiryBody(side, amount);
    const sameAsAhead = ahead?.body === JSON.stringify(body);
    if (!sameAsAhead) ahead?.controller.abort();
    const controller = sameAsAhead ? ahead.controller : new AbortController();
    this.controller = controller;
    let answer: QuoteAnswer;
    try {
      answer = await (sameAsAhead
        ? ahead.answer
        : this.deps.api.offerInquiry(body, { signal: controller.signal }));
    } catch (error) {
      if (isCancelled(error)) return;
      answer = { respCode: 0, respMessage: '' };
    }
    if (seq !== this.seq) return;
    runInAction(() => this.applyAnswer(side, answer));
  }

  /**
   * The lists are on their way: the quote is asked beside them for the inquiry as it stands (the link's
   * currency, else the caller's as the page named it, else the default one), instead of after them. The ask
   * that follows the lists takes its answer when it asks the same: the lists name that currency as the
   * caller's, and the amount is within its limits.
   */
  private askAhead(): void {
    this.dropAskedAhead();
    const body = this.inquiryBody(this.side, this.inquiry[amountKey(this.side)]);
    // Chosen by no one yet, the pay currency will follow the caller's country once the lists are in.
    const { callerCurrency } = this.deps;
    if (!this.sendCurrencyChosen && callerCurrency) body.sendCurrency = callerCurrency;
    const controller = new AbortController();
    const answer = this.deps.api.offerInquiry(body, { signal: controller.signal });
    // Dropped unused, it fails with no one waiting for it.
    answer.catch(() => undefined);
    this.askedAhead = { body: JSON.stringify(body), answer, controller };
  }

  private dropAskedAhead(): void {
    this.askedAhead?.controller.abort();
    this.askedAhead = undefined;
  }

  private inquiryBody(side: Side, amount: string) {
    const { sendCurrency, getCurrency, partnerId, payMethod, offerType, reference, refererUrl } =
      this.inquiry;
    return {
      sendCurrency,
      sendCurrencyAmount: side === 'pay' ? amount : '',
      getCurrency,
      getCurrencyAmount: side === 'get' ? amount : '',
      partnerId,
      payMethod: this.payMethodChosen ? payMethod : '',
      offerType: this.offerTypeFixed ? offerType : '',
      reference,
      refererUrl,
      intercept: INTERCEPT,
    };
  }

  private applyAnswer(side: Side, answer: QuoteAnswer): void {
    this.quoting = false;
    this.controller = undefined;
    const ok =
      answer.respCode === 200 &&
      answer.token !== undefined &&
      answer.expireTime !== undefined &&
      answer.sendCurrencyAmount !== undefined &&
      answer.getCurrencyAmount !== undefined;
    if (!ok) {
      // On any failure the other amount stays empty and the countdown is gone (SPEC §8).
      const code = answer.respCode === 200 ? 0 : answer.respCode;
      const placed = placeQuoteError(code, answer);
      if (placed.side === 'pay') this.payError = placed.message;
      else this.getError = placed.message;
      if (placed.side === side) this.unlockRefusedAmount(side);
      this.deps.embed?.({ type: 'error', code, message: answer.respMessage });
      return;
    }
    this.inquiry[amountKey(otherSide(side))] =
      side === 'pay' ? answer.getCurrencyAmount! : answer.sendCurrencyAmount!;
    this.inquiry.token = answer.token!;
    if (answer.payMethod) this.inquiry.payMethod = answer.payMethod;
    if (answer.offerType) this.inquiry.offerType = answer.offerType;
    this.offers = answer.offerList ?? [];
    this.methods = answer.methodList ?? [];
    const feeCurrency = answer.feeCurrency ?? this.inquiry.sendCurrency;
    this.fees = {
      processingFee: answer.processingFee ?? '0',
      networkFee: answer.transNetworkFee ?? '0',
      feeCurrency,
      processingFeeCurrency: answer.processingFeeSymbol || feeCurrency,
      networkFeeCurrency: answer.networkFeeSymbol || feeCurrency,
      expireTime: answer.expireTime!,
      network: answer.network ?? '',
    };
    this.deps.track?.(TrackingEvent.quoteShown, this.trackedQuote(), { once: this.inquiry.token });
    this.startNewQuoteCountdown();
  }

  /** What a quote's tracking points carry (no token: it names nothing a report needs). */
  private trackedQuote() {
    const { sendCurrency, sendCurrencyAmount, getCurrency, getCurrencyAmount, payMethod, offerType } =
      this.inquiry;
    return {
      side: this.side,
      sendCurrency,
      sendCurrencyAmount,
      getCurrency,
      getCurrencyAmount,
      payMethod,
      offerType,
    };
  }

  /** A link's amount that the limits refuse is opened for editing: a locked wrong amount would leave the buyer stuck. */
  private unlockRefusedAmount(side: Side): void {
    this.locks[amountKey(side)] = false;
  }

  /** Drops the last quote (token, offers, fees); the pay methods stay so the buyer can still switch. */
  private forgetQuote(): void {
    this.inquiry.token = '';
    this.offers = [];
    this.fees = undefined;
    this.secondsLeft = undefined;
  }

  private showQuoting(): void {
    this.inquiry[amountKey(otherSide(this.side))] = '';
    this.quoting = true;
  }

  /** The pay currency follows the caller's country until the buyer or the link chose one. */
  private followCountryCurrency(): void {
    const normal = this.deps.currencies.normalCurrency;
    if (this.sendCurrencyChosen || !normal || normal === this.inquiry.sendCurrency) return;
    if (this.deps.currencies.findPayToken(normal)) this.inquiry.sendCurrency = normal;
  }

  private payLimits(): AmountLimits | undefined {
    const token = this.payToken;
    return token && { minAmount: token.minAmount, maxAmount: token.maxAmount, symbol: token.currency };
  }

  private getLimits(): AmountLimits | undefined {
    const token = this.getToken;
    return token && { minAmount: token.minAmount, maxAmount: token.maxAmount, symbol: token.currency };
  }

  private selectedMethodId(): string {
    return this.inquiry.payMethod || this.methods[0]?.payMethod || '';
  }

  // ── countdown ────────────────────────────────────────────────────────────────────────────────

  /**
   * Whole seconds the quote has left on the gateway's clock, rounded down: 00:01 means at least a second
   * to place the order, and the countdown starts at the quote's lifetime.
   */
  private remaining(): number {
    if (!this.fees) return 0;
    return Math.max(0, Math.floor((this.fees.expireTime * 1000 - this.deps.clock.now()) / 1000));
  }

  /** A quote kept from earlier in the session still has time: count it down instead of asking again. */
  private resumeCountdown(): boolean {
    const filled = this.inquiry.sendCurrencyAmount !== '' && this.inquiry.getCurrencyAmount !== '';
    if (!this.inquiry.token || !filled || this.remaining() === 0) return false;
    this.quoting = false;
    this.startCountdown();
    return true;
  }

  /**
   * Counts down to the quote's expiry on the gateway's clock (deps.clock, set by the gateway's answers),
   * each second; at 0 a new quote is asked.
   */
  private startCountdown(): void {
    this.stopCountdown();
    this.secondsLeft = this.remaining();
    if (this.secondsLeft === 0) return;
    this.stopTicking = this.ticker.every(TICK_MS, () => this.tick());
  }

  /**
   * A new quote's countdown. One that arrived already expired is asked for again: at once the first time,
   * then with a growing pause (EXPIRED_RETRY_MS), until a quote with time left resets the pause.
   */
  private startNewQuoteCountdown(): void {
    this.startCountdown();
    if (this.secondsLeft !== 0) {
      this.expiredInARow = 0;
      return;
    }
    const wait = EXPIRED_RETRY_MS[Math.min(this.expiredInARow, EXPIRED_RETRY_MS.length - 1)];
    this.expiredInARow += 1;
    if (wait === 0) {
      void this.requestQuote();
      return;
    }
    this.stopTicking = this.ticker.every(wait, () => {
      this.stopCountdown();
      this.renew();
    });
  }

  private stopCountdown(): void {
    this.stopTicking?.();
    this.stopTicking = undefined;
  }

  tick(): void {
    if (!this.fees) return;
    this.secondsLeft = this.remaining();
    if (this.secondsLeft > 0) return;
    this.stopCountdown();
    this.renew();
  }

  /** A new quote in place of one run out, unless the boot's open is still waiting for its screen. */
  private renew(): void {
    if (this.early) this.renewalWaiting = true;
    else void this.requestQuote();
  }
}
