import { makeAutoObservable, runInAction, type IReactionDisposer } from 'mobx';
import type { Api } from '../api/index.ts';
import { refusalMessage } from '../api/answerMessage.ts';
import { REFERER_ORDER_KEY } from '../platform/tracking.ts';
import type { EmitWidgetEvent, KeyValueStorage, Navigator } from './deps.ts';
import {
  acceptQuote,
  bestOffer,
  isServerMessage,
  loadQuoteByToken,
  requestQuote,
} from './order/acceptedQuote.ts';
import { buildOrderPayload, orderEndpointFor, RAMPEASY } from './order/orderPayload.ts';
import { isFinal, pageAfterPayment, type ResultPage } from './order/orderProgress.ts';
import { partnerFor, type StepRule } from './order/partnerRules.ts';
import { recommendedOffer } from './order/recommendedOffer.ts';
import { pollOrder, type DeliveryConfirmations } from './order/pollOrder.ts';
import {
  lastOffer,
  lastWallet,
  preselectedAddress,
  readBuyerMemory,
  rememberOrder,
} from './order/returningBuyer.ts';
import { go, hrefTo, replaceWith, type RouteName } from './navigate.ts';
import type {
  AcceptedQuote,
  AddressError,
  CreatedOrder,
  Offer,
  OfferSummary,
  OrderView,
  QuoteSource,
  ServerMessage,
  WalletChoice,
  WalletType,
} from './order/types.ts';
import { persistInSession } from './persistInSession.ts';
import { TrackingEvent, type TrackEvent } from '../platform/trackingEvents.ts';
import type { UiStore } from './UiStore.ts';
import type { UserInfoStore } from './UserInfoStore.ts';

export type * from './order/types.ts';
/** respCode of a call that got no answer (the client's own): pages word it themselves. */
export { TRANSPORT_FAILURE as NO_ANSWER } from '../api/index.ts';

/** Session-storage key of the order flow's state (a reload keeps the buyer's place). */
export const ORDER_SESSION_KEY = 'order';
/** SPEC §9: identity verification is needed for transactions over 700 EUR. */
export const IDENTITY_THRESHOLD = { amount: 700, currency: 'EUR' } as const;
/** How long typing pauses before Submit Address's address is checked by the gateway. */
export const ADDRESS_CHECK_DELAY_MS = 400;
/** How often a followed order is asked for. */
export const POLL_INTERVAL_MS = 2000;
/** Failed polls in a row after which the gateway counts as gone (≈ 6 s at the default interval). */
export const UNREACHABLE_AFTER = 3;

const OK = 200;

/** An exchange of the Exchange destination wallet type (travelExchangeList). */
export interface Exchange {
  id: string;
  name: string;
  logo: string;
}

/** A logged-in buyer's saved address for the crypto being bought (getCryptoList). */
export interface SavedAddress {
  id: string;
  address: string;
  name?: string;
  networkName: string;
}

/**
 * Where a step of the flow stands once its rules ran: show the step, the buyer was sent on, or there is
 * no quote to order from (none taken over, or the link's one refused: see quoteError).
 */
export type StepOutcome = 'stay' | 'moved' | 'noQuote';

/** What the widget links and a partner's page may put in the query of the order step. */
export type FlowQuery = Record<string, string | undefined>;

export interface OrderStoreDeps {
  api: Api;
  navigator: Navigator;
  session: KeyValueStorage;
  /** Local storage: the buyer's last wallet type and addresses (order/returningBuyer.ts), for the next purchase. */
  local?: KeyValueStorage;
  userInfo: UserInfoStore;
  ui: UiStore;
  /** The quote screen's store, when the buyer comes from it. */
  quoteSource: () => QuoteSource | undefined;
  pollIntervalMs?: number;
  /** The funnel's tracking points (root.track). */
  track?: TrackEvent;
  /** Events for the page embedding the app (root.embedEvent): the order made, its payment and statuses, refusals. */
  embed?: EmitWidgetEvent;
}

/**
 * The purchase flow after the quote (SPEC §4 "Purchase flow"): the order step, the offer, the address and
 * its confirmation, the order creation (once per quote, however often it is asked for), and following the
 * order live through payment and delivery. Navigation goes through the injected navigator.
 */
export class OrderStore {
  // Kept in the session.
  quote?: AcceptedQuote = undefined;
  offer?: OfferSummary = undefined;
  address = '';
  addressFixed = false;
  isSaveAddress = false;
  walletType?: WalletType = undefined;
  exchange = '';
  /** Host of the partner page that sent the buyer (widget links' `from`). */
  from = '';
  goodsOrderAmount = '';
  goodsOrderCurrency = '';
  /** Where the provider's checkout returns (a widget link's redirectUrl), '' for the default. */
  redirectUrl = '';
  /** The order made from each quote token: a retry, a reload or a double click reuses it. */
  createdOrders: Record<string, CreatedOrder> = {};
  lastOrderNo?: string = undefined;
  /** Orders whose checkout tab was already opened, so a resumed page does not open another. */
  checkoutOpened: string[] = [];
  /** Orders made on the card flow (paid in the app on Select Card / Enter Card, no checkout page). */
  cardOrders: string[] = [];
  /** The page to go back to once an unreachable gateway answers again. */
  resumeUrl?: string = undefined;
  /** Token of the quote screen's quote last taken over. */
  quoteScreenToken?: string = undefined;
  /** Select Offer was shown in this tab: a buyer back on it (Change provider, a reload) is not passed on again. */
  offerStepShown = false;
  /**
   * Select Offer passed by itself with the provider of the buyer's last order, which still has the best rate:
   * Confirm Address says so and offers Change provider.
   */
  offerFromLastOrder = false;
  /** Submit Address was shown in this purchase: a buyer back on it (Change address, a reload) is not passed on again. */
  addressStepShown = false;
  /**
   * Submit Address passed by itself with the buyer's last address and wallet type (a returning buyer): Confirm
   * Address says so, and the buyer confirms or changes them there.
   */
  addressFromLastOrder = false;

  // For the current page only.
  quoteLoading = false;
  quoteError?: ServerMessage = undefined;
  addressError?: AddressError = undefined;
  checkingAddress = false;
  /** The last address the gateway checked (trimmed as typed) and its verdict: the address it answered, or refused. */
  addressCheck?: { typed: string; accepted?: string } = undefined;
  /** Submit Address's Confirm is on its way (the check it waits for, then the order). */
  submittingAddress = false;
  creating = false;
  createError?: ServerMessage = undefined;
  exchanges: Exchange[] = [];
  exchangesLoading = false;
  savedAddresses: SavedAddress[] = [];
  /** The order followed by the current page, as last seen. */
  tracked?: OrderView = undefined;
  /** The followed order's delivery confirmations so far, as last seen (Order Status, while Delivering). */
  confirmations?: DeliveryConfirmations = undefined;
  trackError?: ServerMessage = undefined;

  private readonly deps: OrderStoreDeps;
  private pendingCreation?: Promise<CreatedOrder | undefined> = undefined;
  private pendingCheck?: { typed: string; verdict: Promise<boolean> } = undefined;
  private pendingSubmit?: Promise<boolean> = undefined;
  private checkTimer?: ReturnType<typeof setTimeout> = undefined;
  private readonly persistence: IReactionDisposer;
  /** What the embedding page was told of each followed order (a page change or a new poll tells nothing twice). */
  private readonly toldEmbedder: Record<string, { status?: string; result?: string }> = {};

  constructor(deps: OrderStoreDeps) {
    this.deps = deps;
    makeAutoObservable<
      this,
      | 'deps'
      | 'pendingCreation'
      | 'pendingCheck'
      | 'pendingSubmit'
      | 'checkTimer'
      | 'persistence'
      | 'toldEmbedder'
    >(this, {
      deps: false,
      pendingCreation: false,
      pendingCheck: false,
      pendingSubmit: false,
      checkTimer: false,
      persistence: false,
      toldEmbedder: false,
    });
    this.persistence = persistInSession(
      this,
      ORDER_SESSION_KEY,
      [
        'quote',
        'offer',
        'address',
        'addressFixed',
        'isSaveAddress',
        'walletType',
        'exchange',
        'from',
        'goodsOrderAmount',
        'goodsOrderCurrency',
        'redirectUrl',
        'createdOrders',
        'lastOrderNo',
        'checkoutOpened',
        'cardOrders',
        'resumeUrl',
        'quoteScreenToken',
        'offerStepShown',
        'offerFromLastOrder',
        'addressStepShown',
        'addressFromLastOrder',
      ],
      deps.session,
    );
  }

  // ---- what the screens read -------------------------------------------------------------------

  get offers(): Offer[] {
    return this.quote?.offers ?? [];
  }

  /** The offer with the best rate, marked as such. */
  get bestOfferType(): string | undefined {
    return this.quote && bestOffer(this.quote.offers, this.quote.side)?.offerType;
  }

  /** The crypto being bought, as its unique symbol (e.g. 'BTC', 'USDT_TRC20'). */
  get getCurrency(): string {
    return this.quote?.inquiry.getCurrency ?? '';
  }

  /** The crypto being bought as people write it (e.g. 'USDT' for USDT_TRC20). */
  get getSymbol(): string {
    return this.quote?.getSymbol ?? '';
  }

  /** The order made from the accepted quote, if any. */
  get createdOrder(): CreatedOrder | undefined {
    const token = this.quote?.inquiry.token;
    return token ? this.createdOrders[token] : undefined;
  }

  get isLoggedIn(): boolean {
    return this.deps.userInfo.isLoggedIn;
  }

  /** The chosen offer takes the card in the app (Select Card → Enter Card) instead of a checkout page. */
  get paysCardInApp(): boolean {
    const chosen = this.offer?.offerType;
    return Boolean(chosen && this.offers.find((candidate) => candidate.offerType === chosen)?.inAppCard);
  }

  /**
   * Where Confirm on the address step goes (its code is fetched while the buyer types the address): Select
   * Card for an offer paid by card in the app, through the login for a buyer logged out; else the order's
   * checkout, Wait Payment.
   */
  get addressLeadsTo(): RouteName {
    if (!this.paysCardInApp) return 'waitPayment';
    return this.isLoggedIn ? 'selectCard' : 'emailLogin';
  }

  /** The order is paid by card in the app: its payment is retried on Select Card, not on a checkout page. */
  isCardOrder(orderNo: string): boolean {
    return this.cardOrders.includes(orderNo);
  }

  /** A declined card on an order paid in the app: back to Select Card for that order, to choose or add another. */
  payCardAgain(orderNo: string): void {
    go(this.deps.navigator, 'selectCard', { orderNo });
  }

  /** KYC level 2 is an approved identity: no ID is asked for, whatever the amount. */
  get identityVerified(): boolean {
    return this.deps.userInfo.isLoggedIn && this.deps.userInfo.kycLevel >= 2;
  }

  // ---- order step (/order) -----------------------------------------------------------------------

  /**
   * SPEC §4 "Order step": takes what the link brings (a widget's token, pay method, offer, fixed address,
   * return URL, partner host), makes sure there is a quote, then applies the partner's rule, a payMethod
   * in the query, or a single pay method; otherwise the buyer picks the method here.
   */
  async enterOrderStep(query: FlowQuery = {}): Promise<StepOutcome> {
    this.absorbQuery(query);
    if (!(await this.ensureQuote(query, { fromQuoteScreen: true }))) return 'noQuote';
    const rule = this.partnerRule('orderStep');
    if (rule?.action === 'pass') return 'stay';
    const method = rule?.action === 'advance' ? rule.payMethod : undefined;
    const chosen =
      method ??
      query.payMethod ??
      (this.quote?.methods.length === 1 ? this.quote.methods[0].payMethod : undefined);
    if (!chosen) return 'stay';
    return (await this.choosePayMethod(chosen, { replace: true })) ? 'moved' : 'stay';
  }

  /** The buyer's pay method: a quote for it when the accepted one is for another, then Select Offer. */
  async choosePayMethod(payMethod: string, options: { replace?: boolean } = {}): Promise<boolean> {
    const quote = this.quote;
    if (!quote) return false;
    if (payMethod !== quote.inquiry.payMethod && !(await this.replaceQuote({ payMethod }))) return false;
    (options.replace ? replaceWith : go)(this.deps.navigator, 'selectOffer');
    return true;
  }

  // ---- select offer (/select-offer) --------------------------------------------------------------

  /**
   * SPEC §4 "Select Offer" (the quote screen comes here directly when it has a single offer, with the
   * link's address, from and redirectUrl): the partner's rule first (pass, or an offer type set for the
   * buyer), then a single offer is chosen for the buyer; otherwise the offers are shown side by side.
   */
  async enterSelectOffer(query: FlowQuery = {}): Promise<StepOutcome> {
    this.absorbQuery(query);
    if (!(await this.ensureQuote(query, { fromQuoteScreen: true }))) return 'noQuote';
    const rule = this.partnerRule('selectOffer');
    if (rule?.action === 'pass') return 'stay';
    const preset = rule?.action === 'advance' ? rule.offerType : undefined;
    if (preset && this.offers.some((offer) => offer.offerType === preset)) {
      this.chooseOffer(preset, { replace: true });
      return 'moved';
    }
    if (this.offers.length === 1) {
      this.chooseOffer(this.offers[0].offerType, { replace: true });
      return 'moved';
    }
    if (this.passOfferStep()) return 'moved';
    runInAction(() => {
      this.offerStepShown = true;
    });
    return 'stay';
  }

  /**
   * A returning buyer's provider is settled when the provider of their last order is offered and still has
   * the best rate: Select Offer then passes by itself (the first time in this tab, no offer chosen yet for
   * this quote). Confirm Address names the provider, says it is the last order's and offers Change provider.
   */
  private passOfferStep(): boolean {
    if (this.offerStepShown || this.offer) return false;
    const last = lastOffer(this.offers, readBuyerMemory(this.deps.local));
    if (!last || last !== this.bestOfferType) return false;
    this.chooseOffer(last, { replace: true });
    this.offerFromLastOrder = true;
    return true;
  }

  /** Confirm Address's Change provider: Select Offer, shown (not passed on again). */
  changeOffer(): void {
    this.offerStepShown = true;
    go(this.deps.navigator, 'selectOffer');
  }

  /**
   * The offer the screen shows as chosen: this flow's choice, else (a returning buyer) the provider of their
   * last order when it is offered, else one the quote screen was given (a link's offerType: the screen's offer
   * when it is not simply the best), else the recommended one.
   */
  get chosenOfferType(): string | undefined {
    const fromScreen = this.deps.quoteSource()?.selectedOffer?.offerType;
    return (
      this.offer?.offerType ??
      lastOffer(this.offers, readBuyerMemory(this.deps.local)) ??
      (fromScreen && fromScreen !== this.bestOfferType && this.offers.some((o) => o.offerType === fromScreen)
        ? fromScreen
        : undefined) ??
      this.recommendedOfferType
    );
  }

  /**
   * The offer a buyer starts from (order/recommendedOffer.ts): the best rate, except for a buyer who is not
   * logged in when the best takes the card in the app (a login, the identity details and the card typed in)
   * and an offer paid on the provider's own page is about as good: that one.
   */
  get recommendedOfferType(): string | undefined {
    return (
      this.quote &&
      recommendedOffer(this.quote.offers, this.quote.side, { loggedIn: this.isLoggedIn })?.offerType
    );
  }

  chooseOffer(offerType: string, options: { replace?: boolean } = {}): void {
    const offer = this.offers.find((candidate) => candidate.offerType === offerType);
    if (!offer || !this.quote) return;
    this.offerFromLastOrder = false;
    this.quote.inquiry.offerType = offer.offerType;
    this.offer = {
      offerType: offer.offerType,
      name: offer.name,
      image: offer.image,
      sendCurrency: this.quote.inquiry.sendCurrency,
      sendCurrencyAmount: offer.sendCurrencyAmount,
      getCurrency: this.quote.inquiry.getCurrency,
      getCurrencyAmount: offer.getCurrencyAmount,
    };
    this.deps.track?.(
      TrackingEvent.offerChosen,
      { offerType: offer.offerType, offers: this.offers.length },
      { once: `${this.quote.inquiry.token}:${offer.offerType}` },
    );
    this.deps.embed?.({
      type: 'offerChosen',
      offerType: offer.offerType,
      payMethod: this.quote.inquiry.payMethod,
    });
    (options.replace ? replaceWith : go)(this.deps.navigator, 'submitAddress');
  }

  // ---- submit address (/submit-address) ----------------------------------------------------------

  /**
   * SPEC §4 "Submit Address": without a chosen offer the buyer goes back a step. A fixed address (from a
   * widget) skips the form: with an offer other than rampeasy the order is made at once, else the buyer
   * confirms it.
   */
  async enterSubmitAddress(): Promise<StepOutcome> {
    if (!(await this.ensureQuote({}))) return 'noQuote';
    if (!this.offer) {
      replaceWith(this.deps.navigator, 'selectOffer');
      return 'moved';
    }
    if (this.addressFixed && this.address.trim()) {
      if (this.offer.offerType !== RAMPEASY) {
        await this.createOrder();
        return this.createError ? 'stay' : 'moved';
      }
      replaceWith(this.deps.navigator, 'confirmAddress');
      return 'moved';
    }
    // A returning buyer starts from the wallet type of their last order.
    if (!this.walletType) this.setWallet(lastWallet(readBuyerMemory(this.deps.local)));
    if (await this.passAddressStep()) return 'moved';
    runInAction(() => {
      this.addressStepShown = true;
      this.submittingAddress = false;
      // An address kept from before (a reload, Change address) is checked as if typed.
      this.scheduleAddressCheck(0);
    });
    return 'stay';
  }

  /**
   * A returning buyer's Submit Address asks nothing new: logged in, on this step for the first time in the
   * purchase with nothing typed, the wallet type (and exchange) of their last order remembered, and one of
   * their saved addresses for this crypto and network the last one used (delivered to, or ordered to from
   * this browser) and still accepted by the gateway. The step then passes by itself to Confirm Address, which
   * shows the address and the wallet type taken from the last order; nothing is ordered before Confirm, and
   * Change address comes back here (not passed on again).
   */
  private async passAddressStep(): Promise<boolean> {
    if (!this.isLoggedIn || this.addressFixed || this.addressStepShown || this.address.trim()) return false;
    const { walletType, exchangeName } = this.wallet;
    if (walletType !== 'selfHosted' && !(walletType === 'exchange' && exchangeName)) return false;
    await this.loadSavedAddresses({ waitForLastDelivery: true });
    const address = this.address.trim();
    if (!address || address !== this.preselected) return false;
    const answer = await this.deps.api.validateGetAddress({ address, getCurrency: this.getCurrency });
    if (answer.respCode !== OK || !answer.data) return false;
    const checked = answer.data.address;
    runInAction(() => {
      this.address = checked;
      this.addressFromLastOrder = true;
    });
    this.deps.track?.(
      TrackingEvent.addressSubmitted,
      { getCurrency: this.getCurrency, walletType },
      { once: `${this.quote?.inquiry.token ?? ''}:${checked}` },
    );
    replaceWith(this.deps.navigator, 'confirmAddress');
    return true;
  }

  /**
   * Typing or pasting the address: the old verdict goes, and the gateway is asked once typing pauses
   * (ADDRESS_CHECK_DELAY_MS; leaving the field asks at once: checkAddress).
   */
  setAddress(address: string): void {
    const erased = Boolean(this.address.trim()) && !address.trim();
    this.address = address;
    // Erasing the address says at once that one is needed (Confirm is disabled without it).
    this.addressError = erased ? 'required' : undefined;
    this.addressFromLastOrder = false;
    this.scheduleAddressCheck(ADDRESS_CHECK_DELAY_MS);
  }

  private scheduleAddressCheck(delayMs: number): void {
    clearTimeout(this.checkTimer);
    this.checkTimer = undefined;
    if (!this.address.trim()) return;
    this.checkTimer = setTimeout(() => void this.checkAddress(), delayMs);
  }

  /**
   * The address as typed, trimmed, checked by the gateway (SPEC §5, validateGetAddress): empty → 'required'
   * (without a call); refused or no answer → 'invalid'. One call per address: a check already made or on its
   * way for it is reused, and an answer for an address the buyer has since changed changes nothing.
   */
  checkAddress(): Promise<boolean> {
    clearTimeout(this.checkTimer);
    this.checkTimer = undefined;
    const typed = this.address.trim();
    if (!typed) {
      this.addressError = 'required';
      return Promise.resolve(false);
    }
    if (this.addressCheck?.typed === typed) return Promise.resolve(Boolean(this.addressCheck.accepted));
    if (this.pendingCheck?.typed === typed) return this.pendingCheck.verdict;
    this.checkingAddress = true;
    const verdict = this.deps.api
      .validateGetAddress({ address: typed, getCurrency: this.getCurrency })
      .catch(() => ({ respCode: 0, respMessage: '', data: undefined }))
      .then((answer) =>
        runInAction(() => {
          const accepted = answer.respCode === OK && answer.data ? answer.data.address : undefined;
          if (this.pendingCheck?.typed === typed) {
            this.pendingCheck = undefined;
            this.checkingAddress = false;
          }
          if (this.address.trim() !== typed) return false;
          this.addressCheck = { typed, accepted };
          this.addressError = accepted ? undefined : 'invalid';
          return Boolean(accepted);
        }),
      );
    this.pendingCheck = { typed, verdict };
    return verdict;
  }

  /**
   * Submit Address's Confirm can be pressed (SPEC §5: not with an address error or without an address; the
   * accepted quote's amount was checked on Edit, and a refused one shows its message here): also not while a
   * new quote is asked for or the order is being made.
   */
  get canSubmitAddress(): boolean {
    return (
      this.address.trim() !== '' &&
      !this.addressError &&
      !this.submittingAddress &&
      !this.creating &&
      !this.quoteLoading
    );
  }

  setSaveAddress(save: boolean): void {
    this.isSaveAddress = save;
  }

  setWallet(choice: WalletChoice): void {
    if (choice.walletType !== this.walletType) this.addressFromLastOrder = false;
    this.walletType = choice.walletType;
    this.exchange = choice.walletType === 'exchange' ? (choice.exchangeName ?? '') : '';
  }

  /** The wallet-type form's data, with only the fields that hold a value (as the form itself keeps it). */
  get wallet(): WalletChoice {
    if (!this.walletType) return {};
    return this.walletType === 'exchange' && this.exchange
      ? { walletType: this.walletType, exchangeName: this.exchange }
      : { walletType: this.walletType };
  }

  /** The exchanges of the Exchange wallet type, loaded once. */
  async loadExchanges(): Promise<void> {
    if (this.exchanges.length > 0 || this.exchangesLoading) return;
    this.exchangesLoading = true;
    const answer = await this.deps.api.travelExchangeList({});
    runInAction(() => {
      this.exchangesLoading = false;
      if (answer.respCode === OK && answer.data) this.exchanges = answer.data;
    });
  }

  /**
   * A logged-in buyer's saved addresses that can receive the crypto being bought (its get token names the
   * crypto and the network, so only that network's entries). With no address typed yet, the one last used
   * is chosen: this browser's last order for the token at once, then the gateway's last delivery of it
   * (isCreateWallet, from any device) when it answers — unless the buyer has typed or picked one meanwhile.
   */
  async loadSavedAddresses(options: { waitForLastDelivery?: boolean } = {}): Promise<void> {
    if (!this.isLoggedIn) {
      this.savedAddresses = [];
      return;
    }
    const getCurrency = this.getCurrency;
    const delivered = this.deps.api.isCreateWallet({ getCurrency }).then(
      (answer) => (answer.respCode === OK && answer.data?.isCreateWallet ? answer.data.address : undefined),
      () => undefined,
    );
    const answer = await this.deps.api.getCryptoList({});
    runInAction(() => {
      const entries = answer.respCode === OK && answer.data ? answer.data : [];
      this.savedAddresses = entries
        .filter((entry) => entry.getCurrency === getCurrency)
        .map(({ id, address, name, networkName }) => ({ id, address, name, networkName }));
      this.preselectAddress(getCurrency, {});
    });
    const lastDelivery = delivered.then((address) =>
      runInAction(() => this.preselectAddress(getCurrency, { delivered: address })),
    );
    if (options.waitForLastDelivery) await lastDelivery;
  }

  /** The address last chosen for the buyer by loadSavedAddresses (replaced only while still untouched). */
  private preselected = '';

  private preselectAddress(getCurrency: string, lastUsed: { delivered?: string }): void {
    if (getCurrency !== this.getCurrency || this.addressFixed) return;
    const current = this.address.trim();
    if (current && current !== this.preselected) return;
    const ordered = readBuyerMemory(this.deps.local).addresses[getCurrency];
    const last = preselectedAddress(this.savedAddresses, { delivered: lastUsed.delivered, ordered });
    if (!last) return;
    this.address = last;
    this.addressError = undefined;
    this.preselected = last;
    this.scheduleAddressCheck(0);
  }

  /**
   * Confirm on Submit Address, which holds the confirmation the buyer gives (SPEC §2 'Please confirm that you
   * own and control this wallet address…'): the address is checked by the gateway (the check made while
   * typing is reused) and, when it holds and the page's wallet-type form did too, the order is made and the
   * buyer goes where Confirm Address goes (confirmAddress: the checkout, or Select Card for an offer that
   * takes the card in the app). An empty address, a refused one or a failed check each leave an error for the
   * field; the address is checked even when the form did not hold, so both errors show. A second press while
   * one is on its way gets the same answer (and createOrder makes one order per quote in any case).
   */
  submitAddress(options: { walletValid?: boolean } = {}): Promise<boolean> {
    this.pendingSubmit ??= this.runSubmitAddress(options).then(
      (movedOn) =>
        runInAction(() => {
          this.pendingSubmit = undefined;
          // On its way to the next page (whose code may still be loading): Confirm stays disabled until then.
          this.submittingAddress = movedOn && !this.createError;
          return movedOn;
        }),
      (error: unknown) =>
        runInAction(() => {
          this.pendingSubmit = undefined;
          this.submittingAddress = false;
          throw error;
        }),
    );
    return this.pendingSubmit;
  }

  private async runSubmitAddress(options: { walletValid?: boolean }): Promise<boolean> {
    const address = this.address.trim();
    this.address = address;
    if (!address) {
      this.addressError = 'required';
      return false;
    }
    this.submittingAddress = true;
    const valid = await this.checkAddress();
    const accepted = this.addressCheck?.typed === address ? this.addressCheck.accepted : undefined;
    if (!valid || !accepted || options.walletValid === false || this.address.trim() !== address) return false;
    runInAction(() => {
      this.address = accepted;
      this.addressCheck = { typed: accepted, accepted };
    });
    this.deps.track?.(
      TrackingEvent.addressSubmitted,
      { getCurrency: this.getCurrency, walletType: this.walletType ?? '' },
      { once: `${this.quote?.inquiry.token ?? ''}:${this.address}` },
    );
    await this.confirmAddress();
    return true;
  }

  // ---- confirm address (/confirm-address) and the order ------------------------------------------

  async enterConfirmAddress(): Promise<StepOutcome> {
    if (!(await this.ensureQuote({}))) return 'noQuote';
    if (!this.offer || !this.address.trim()) {
      replaceWith(this.deps.navigator, this.offer ? 'submitAddress' : 'selectOffer');
      return 'moved';
    }
    return 'stay';
  }

  /**
   * Confirm on Confirm Address: an offer that takes the card in the app goes on to Select Card (a login
   * first, by the route guard), which makes the order once the buyer may pay; any other offer makes the
   * order here and goes to its checkout.
   */
  async confirmAddress(): Promise<void> {
    if (this.paysCardInApp) {
      this.createError = undefined;
      go(this.deps.navigator, 'selectCard');
      return;
    }
    await this.createOrder();
  }

  /**
   * Creates the order of the accepted quote (cryptoOrder, or coinOrder for rampeasy) and goes to Wait
   * Payment — on the card flow the buyer stays (Select Card pays it). Never twice for one quote: a call
   * while one is on its way gets the same promise, and an order already made for this quote token is
   * reused. A refusal shows its message here; on the card flow it goes to Edit as a bottom toast.
   */
  createOrder(options: { flow?: 'address' | 'card' } = {}): Promise<CreatedOrder | undefined> {
    this.pendingCreation ??= this.runCreation(options.flow ?? 'address').finally(() => {
      this.pendingCreation = undefined;
    });
    return this.pendingCreation;
  }

  private async runCreation(flow: 'address' | 'card'): Promise<CreatedOrder | undefined> {
    const { quote, offer } = this;
    if (!quote || !offer) {
      go(this.deps.navigator, 'edit');
      return undefined;
    }
    const made = this.createdOrders[quote.inquiry.token];
    if (made) {
      this.goToPayment(made, offer, flow);
      return made;
    }
    this.creating = true;
    this.createError = undefined;
    const payload = buildOrderPayload({
      quote,
      offer,
      address: this.address,
      saveAddress: this.isSaveAddress && this.isLoggedIn,
      wallet: this.wallet,
      refererOrder: this.deps.session.getItem(REFERER_ORDER_KEY) ?? '',
      redirectUrl: this.redirectUrl || hrefTo('waitPayment'),
    });
    const answer = await this.deps.api[orderEndpointFor(offer.offerType)](payload);
    return runInAction(() => {
      this.creating = false;
      if (answer.respCode === OK && answer.data) {
        this.createdOrders[quote.inquiry.token] = answer.data;
        this.deps.track?.(
          TrackingEvent.orderCreated,
          { orderNo: answer.data.orderNo, offerType: offer.offerType, flow },
          { once: answer.data.orderNo },
        );
        const { sendCurrency, sendCurrencyAmount, getCurrency, getCurrencyAmount } = offer;
        this.deps.embed?.({
          type: 'orderCreated',
          orderNo: answer.data.orderNo,
          offerType: offer.offerType,
          sendCurrency,
          sendCurrencyAmount,
          getCurrency,
          getCurrencyAmount,
        });
        this.goToPayment(answer.data, offer, flow);
        return answer.data;
      }
      const refusal: ServerMessage = {
        respCode: answer.respCode,
        message: refusalMessage(answer),
        respMessage: answer.respMessage,
      };
      this.deps.embed?.({ type: 'error', code: refusal.respCode, message: refusal.respMessage });
      if (flow === 'card') {
        this.deps.ui.showToast(refusal.message, { position: 'bottom', severity: 'error' });
        go(this.deps.navigator, 'edit');
      } else {
        this.createError = refusal;
      }
      return undefined;
    });
  }

  private goToPayment(order: CreatedOrder, offer: OfferSummary, flow: 'address' | 'card'): void {
    rememberOrder(this.deps.local, {
      getCurrency: this.getCurrency,
      address: this.address,
      wallet: this.wallet,
      offerType: offer.offerType,
    });
    this.offer = {
      ...offer,
      orderNo: order.orderNo,
      service: order.service,
      nextStepContent: order.nextStepContent,
      serviceLogoUrl: order.serviceLogoUrl,
    };
    this.lastOrderNo = order.orderNo;
    if (flow === 'card') {
      if (!this.cardOrders.includes(order.orderNo)) this.cardOrders.push(order.orderNo);
      return;
    }
    go(this.deps.navigator, 'waitPayment', { orderNo: order.orderNo });
  }

  /** After 5003 (the accepted price expired): a new quote for the same purchase, to confirm again. */
  async renewQuote(): Promise<boolean> {
    const renewed = await this.replaceQuote({});
    if (!renewed || !this.offer) return renewed;
    const offer = this.offers.find((candidate) => candidate.offerType === this.offer?.offerType);
    runInAction(() => {
      this.createError = undefined;
      if (offer && this.offer) {
        this.offer = {
          ...this.offer,
          sendCurrencyAmount: offer.sendCurrencyAmount,
          getCurrencyAmount: offer.getCurrencyAmount,
        };
      } else {
        this.offer = undefined;
      }
    });
    if (!offer) go(this.deps.navigator, 'selectOffer');
    return true;
  }

  // ---- following the order (/wait-payment, /payment-status, /order-status) ---------------------

  /** The order a page is about: its query's, else the last one made in this session. */
  orderNoFor(query: FlowQuery): string | undefined {
    return query.orderNo || this.lastOrderNo;
  }

  /** The confirmations to show: those of the followed order while it is Delivering. */
  get deliveryConfirmations(): DeliveryConfirmations | undefined {
    const { tracked, confirmations } = this;
    return tracked?.status === 'Delivering' && confirmations?.orderNo === tracked.orderNo
      ? confirmations
      : undefined;
  }

  /** The checkout page of the followed order, or of the one just made. */
  get checkoutUrl(): string | undefined {
    return this.tracked?.service ?? this.offer?.service;
  }

  checkoutWasOpened(orderNo: string): boolean {
    return this.checkoutOpened.includes(orderNo);
  }

  markCheckoutOpened(orderNo: string): void {
    if (!this.checkoutOpened.includes(orderNo)) this.checkoutOpened.push(orderNo);
  }

  /**
   * Follows an order until it ends (Delivered, Expired, Refunded, Cancelled); on the wait-payment page,
   * until the payment result is known, then moves to the page of that result. On Order Status, an order in
   * Delivering is followed with its delivery's confirmations (getConfirmedBlock). Returns the stop function
   * (call it when the page goes away). A gateway that stops answering sends the buyer to the time-out
   * page, remembering this page to come back to.
   */
  follow(orderNo: string, page: 'waitPayment' | ResultPage): () => void {
    if (this.tracked?.orderNo !== orderNo) this.tracked = undefined;
    if (this.confirmations?.orderNo !== orderNo) this.confirmations = undefined;
    this.trackError = undefined;
    return pollOrder(this.deps.api, orderNo, this.deps.pollIntervalMs ?? POLL_INTERVAL_MS, {
      onConfirmations:
        page === 'orderStatus'
          ? (blocks) =>
              runInAction(() => {
                this.confirmations = blocks;
              })
          : undefined,
      onOrder: (order) =>
        runInAction(() => {
          this.tracked = order;
          this.trackError = undefined;
          this.tellEmbedder(order);
          if (order.paymentResult !== 'pending') {
            const { orderNo, paymentResult: result, status } = order;
            this.deps.track?.(
              TrackingEvent.paymentResult,
              { orderNo, result, status },
              { once: `${orderNo}:${result}` },
            );
          }
          if (page === 'waitPayment') {
            const next = pageAfterPayment(order);
            if (next) {
              replaceWith(this.deps.navigator, next, { orderNo: order.orderNo });
              return false;
            }
          }
          return !isFinal(order);
        }),
      onRefused: (refusal) =>
        runInAction(() => {
          if (this.trackError?.respCode !== refusal.respCode)
            this.deps.embed?.({ type: 'error', code: refusal.respCode, message: refusal.respMessage });
          this.trackError = refusal;
          return refusal.respCode !== 404;
        }),
      onUnreachable: (times) =>
        runInAction(() => {
          if (times < UNREACHABLE_AFTER) return true;
          this.resumeUrl = this.deps.navigator.currentUrl();
          go(this.deps.navigator, 'serverTimeout');
          return false;
        }),
    });
  }

  /** The followed order's status and payment result for the embedding page, each once per order. */
  private tellEmbedder(order: OrderView): void {
    const { orderNo, status, paymentResult } = order;
    const told = (this.toldEmbedder[orderNo] ??= {});
    if (told.status !== status) {
      told.status = status;
      this.deps.embed?.({ type: 'orderStatusChanged', orderNo, status });
    }
    if (paymentResult !== 'pending' && told.result !== paymentResult) {
      told.result = paymentResult;
      this.deps.embed?.({ type: 'paymentResult', orderNo, result: paymentResult });
    }
  }

  /** Where to go back to after the time-out page, once (undefined: the page before it). */
  takeResumeUrl(): string | undefined {
    const url = this.resumeUrl;
    this.resumeUrl = undefined;
    return url;
  }

  /**
   * The time-out page's Try again: back to the page the buyer was on (an order being followed is found
   * again from the session), else one step back in the tab's history, else (a tab opened here) Edit.
   */
  retryAfterTimeout(history: { length: number; back(): void }): void {
    const url = this.takeResumeUrl();
    if (url) this.deps.navigator.navigate(url, { replace: true });
    else if (history.length > 1) history.back();
    else replaceWith(this.deps.navigator, 'edit');
  }

  /** Starts a new purchase: forgets this one's choices, keeps the orders already made. */
  startOver(): void {
    this.offer = undefined;
    this.address = '';
    this.addressFixed = false;
    this.walletType = undefined;
    this.exchange = '';
    this.offerStepShown = false;
    this.offerFromLastOrder = false;
    this.addressStepShown = false;
    this.addressFromLastOrder = false;
    this.createError = undefined;
    this.tracked = undefined;
    go(this.deps.navigator, 'edit');
  }

  /** An error page's Back to buy: the quote screen, the purchase's choices kept. */
  backToBuy(): void {
    go(this.deps.navigator, 'edit');
  }

  /** Confirm Address's Change: back to the address. */
  changeAddress(): void {
    go(this.deps.navigator, 'submitAddress');
  }

  /** An order's payment page (Wait Payment), from its progress. */
  openPayment(orderNo: string): void {
    go(this.deps.navigator, 'waitPayment', { orderNo });
  }

  /** An order's progress (Order Status), from its payment's result. */
  viewOrder(orderNo: string): void {
    go(this.deps.navigator, 'orderStatus', { orderNo });
  }

  dispose(): void {
    clearTimeout(this.checkTimer);
    this.persistence();
  }

  // ---- helpers ------------------------------------------------------------------------------------

  private absorbQuery(query: FlowQuery): void {
    if (query.from) this.from = query.from;
    if (query.address?.trim()) {
      this.address = query.address.trim();
      this.addressFixed = true;
    }
    if (query.redirectUrl) this.redirectUrl = query.redirectUrl;
    if (query.goodsOrderAmount) this.goodsOrderAmount = query.goodsOrderAmount;
    if (query.goodsOrderCurrency) this.goodsOrderCurrency = query.goodsOrderCurrency;
  }

  /**
   * The quote to order from: the one a link's token names, else (on the steps the quote screen leads to)
   * the quote screen's, else the one kept from before a reload. False without any (the page offers Edit).
   * Later steps keep the accepted quote even if the quote screen renewed its own meanwhile.
   */
  private async ensureQuote(query: FlowQuery, options: { fromQuoteScreen?: boolean } = {}): Promise<boolean> {
    const token = query.token;
    if (token && token !== this.quote?.inquiry.token) {
      this.quoteLoading = true;
      this.quoteError = undefined;
      const loaded = await loadQuoteByToken(this.deps.api, token, {
        reference: query.reference,
        refererUrl: query.refererUrl,
      });
      runInAction(() => {
        this.quoteLoading = false;
        if (isServerMessage(loaded)) this.quoteError = loaded;
        else this.acceptNewQuote(loaded, query.offerType);
      });
      return !this.quoteError;
    }
    const fromScreen = options.fromQuoteScreen ? acceptQuote(this.deps.quoteSource()) : undefined;
    // Only a quote the screen got since the last one taken from it: not the one this flow re-quoted.
    if (fromScreen && fromScreen.inquiry.token !== this.quoteScreenToken) {
      this.quoteScreenToken = fromScreen.inquiry.token;
      this.acceptNewQuote(fromScreen);
    }
    return Boolean(this.quote);
  }

  private acceptNewQuote(quote: AcceptedQuote, offerType?: string): void {
    this.quote = quote;
    this.offer = undefined;
    this.createError = undefined;
    if (offerType && quote.offers.some((offer) => offer.offerType === offerType))
      quote.inquiry.offerType = offerType;
  }

  /** Replaces the accepted quote by a new one for the same purchase; false (with quoteError) when refused. */
  private async replaceQuote(changes: { payMethod?: string }): Promise<boolean> {
    const current = this.quote;
    if (!current) return false;
    this.quoteLoading = true;
    this.quoteError = undefined;
    const renewed = await requestQuote(this.deps.api, current, changes);
    return runInAction(() => {
      this.quoteLoading = false;
      if (isServerMessage(renewed)) {
        this.quoteError = renewed;
        return false;
      }
      this.quote = renewed;
      return true;
    });
  }

  private partnerRule(step: 'orderStep' | 'selectOffer'): StepRule | undefined {
    return partnerFor({ from: this.from, partnerId: this.quote?.inquiry.partnerId })?.[step];
  }
}
