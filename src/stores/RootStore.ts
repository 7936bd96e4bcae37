import { ApiClient, type FetchLike } from '../api/ApiClient.ts';
import { createApi, type Api } from '../api/createApi.ts';
import { refusalMessage, type AnswerWords } from '../api/answerMessage.ts';
import type { AppLocale } from '../i18n/locales.ts';
import { createTracker, type Tracker } from '../platform/tracking.ts';
import { createEventTracker, type TrackEvent } from '../platform/trackingEvents.ts';
import { CountryStore } from './CountryStore.ts';
import { CurrencyListStore } from './CurrencyListStore.ts';
import type { Ticker } from './quote/ticker.ts';
import { QuoteStore } from './QuoteStore.ts';
import type { OrderStore } from './OrderStore.ts';
import type { EmitWidgetEvent, HostPreset, KeyValueStorage, Navigator, StoreDeps } from './deps.ts';
import { LocaleStore, type MessagesLoader } from './LocaleStore.ts';
import type { KycStore } from './KycStore.ts';
import type { CardStore } from './CardStore.ts';
import type { SavedCardsStore } from './cards/SavedCardsStore.ts';
import type { AccountStore } from './AccountStore.ts';
import type { FormDataStore } from './FormDataStore.ts';
import type { LoginStore } from './LoginStore.ts';
import { go, hrefTo } from './navigate.ts';
import type { OrderHistoryStore } from './OrderHistoryStore.ts';
import type { RedirectStore } from './RedirectStore.ts';
import type { AddressBookStore } from './AddressBookStore.ts';
import { deferredStoreFactory } from './deferred.ts';
import type { DeferredStoreName, DeferredStores } from './deferredStores.ts';
import { UiStore } from './UiStore.ts';
import { UserInfoStore } from './UserInfoStore.ts';
import { AttributionStore, type Arrival } from './AttributionStore.ts';
import { GatewayClock } from './gatewayClock.ts';

export interface RootStoreDeps extends Omit<StoreDeps, 'api'> {
  /** A ready Api (e.g. a recorded one); by default one is built over `client`. */
  api?: Api;
  /** Transport of the client built here; default window.fetch. */
  fetch?: FetchLike;
  /** The gateway's answers reach the stores only once it has settled (main.tsx: the takeover of the pre-rendered page). */
  answersAfter?: Promise<void>;
  /** The currency of the caller's country, as the gateway named it with the page; default none. */
  callerCurrency?: string;
  /** Base path of the buying API; default '/gateway/buying'. */
  apiBase?: string;
  /** The time-out of the buying API's requests (ApiClient's; null for none). */
  timeoutMs?: number | null;
  locale?: AppLocale;
  loadMessages?: MessagesLoader;
  /** Keeps the buyer's language choice where the gateway sees it: its pre-rendered Edit then comes in it. */
  rememberLocale?: (locale: AppLocale) => void;
  /** The browser's visitor id sent as user_id with tracking points; default none (createBrowserRootStore gives FingerprintJS's). */
  visitorId?: () => Promise<string>;
  /** Pace of the quote and resend-code countdowns; default setInterval (tests pass a fake one). */
  ticker?: Ticker;
  /** How the page was reached besides its query (document.referrer, the framing page, this origin); default none. */
  arrival?: Omit<Arrival, 'search'>;
  /** The attribution window; default src/config/attribution.ts (30 days). */
  attributionWindowMs?: number;
}

const pathOf = (url: string) => url.split(/[?#]/)[0];
const searchOf = (url: string) => url.match(/\?[^#]*/)?.[0] ?? '';
/** A tracking point not answered by then is dropped (the buyer's own calls keep the 60 s time-out). */
const TRACKING_TIMEOUT_MS = 10_000;

/**
 * Owns every domain store and the collaborators they share. The stores a first visit of /edit uses are
 * fields built here; the others are built on first use, from a chunk of their own (stores/deferred.ts).
 */
export class RootStore {
  /** The device's clock set to the gateway's time by its answers: every store's clock (expiries are the gateway's). */
  readonly clock: GatewayClock;
  readonly local: KeyValueStorage;
  readonly session: KeyValueStorage;
  readonly navigator: Navigator;
  /** Who brought the buyer (partnerId, reference, refererUrl), captured on arrival and kept for its window. */
  readonly attribution: AttributionStore;
  /** The transport under `api`, for calls outside the endpoint map. */
  readonly client: ApiClient;
  readonly api: Api;
  readonly userInfo: UserInfoStore;
  readonly ui: UiStore;
  readonly locale: LocaleStore;
  /** Tracking points: `root.tracker.addPoint(type, extras)`. */
  readonly tracker: Tracker;
  /** The funnel's events (platform/trackingEvents.ts), fire-and-forget and each sent once: `root.track(event, extras, { once })`. */
  readonly track: TrackEvent;
  /** Pay and get token lists (payList / getList) with their limits. */
  readonly currencies: CurrencyListStore;
  /** The caller's country (GET country) for the Edit header. */
  readonly countries: CountryStore;
  /** The quote: inquiry, side, offers, pay methods, countdown (persisted in session). */
  readonly quote: QuoteStore;
  /** Events for the partner page embedding the app: none until src/embed/bridge.ts connects it (frames only). */
  embedEvent: EmitWidgetEvent = () => undefined;
  /**
   * Takes the host page's set message for the widget on screen: /buy's own store while it is shown
   * (screens/BuyWidget); the quote (the amount to pay, the crypto, the address) otherwise.
   */
  hostPreset?: (preset: HostPreset) => void = undefined;
  /** The countdowns' pace, for the stores built later. */
  private readonly ticker?: Ticker;
  /** The deferred stores built so far. */
  private readonly built: Partial<DeferredStores> = {};

  // ── built on first use (stores/deferredStores.ts) ──────────────────────────────────────────────

  /** The purchase after the quote: offer, address, order creation and following the order (persisted in session). */
  get order(): OrderStore {
    return this.deferred('order');
  }
  /** E-mail login: the e-mail, the code sent to it with its resend countdown, and where to go after. */
  get login(): LoginStore {
    return this.deferred('login');
  }
  /** My Orders: the logged-in buyer's orders, a page at a time. */
  get orderHistory(): OrderHistoryStore {
    return this.deferred('orderHistory');
  }
  /** /redirect: a provider's return link, forwarded to the page of the order's payment. */
  get redirect(): RedirectStore {
    return this.deferred('redirect');
  }
  /** The address book (/addresses, /add-address): saved addresses, search, rename, delete, the add/edit form. */
  get addresses(): AddressBookStore {
    return this.deferred('addresses');
  }
  /** KYC: personal information, the identity check, the KYC status and the way back after them. */
  get kyc(): KycStore {
    return this.deferred('kyc');
  }
  /** The card step: the Select Card decision, saved cards, the billing address and the payment in the app. */
  get cards(): CardStore {
    return this.deferred('cards');
  }
  /** Saved cards (/cards): the list, the delete prompt and its toasts. */
  get savedCards(): SavedCardsStore {
    return this.deferred('savedCards');
  }
  /** Settings: e-mail, identity level, language, and the one Log Out (Settings and the menu). */
  get account(): AccountStore {
    return this.deferred('account');
  }
  /** The lists the data-entry forms choose from (countries, natures, cities, cryptos, networks): `formContext`. */
  get formData(): FormDataStore {
    return this.deferred('formData');
  }

  /** A deferred store, built by its factory the first time it is asked for. */
  private deferred<N extends DeferredStoreName>(name: N): DeferredStores[N] {
    const store =
      this.built[name] ??
      (deferredStoreFactory(name)({ root: this, ticker: this.ticker }) as DeferredStores[N]);
    this.built[name] = store;
    return store;
  }

  constructor(deps: RootStoreDeps) {
    this.clock = new GatewayClock(deps.clock);
    this.local = deps.local;
    this.session = deps.session;
    this.navigator = deps.navigator;
    this.attribution = new AttributionStore({
      clock: this.clock,
      local: deps.local,
      windowMs: deps.attributionWindowMs,
    });
    this.attribution.arrive({ ...deps.arrival, search: searchOf(deps.navigator.currentUrl()) });
    this.ticker = deps.ticker;
    this.userInfo = new UserInfoStore({ clock: this.clock, local: deps.local });
    this.ui = new UiStore();
    this.locale = new LocaleStore({
      locale: deps.locale,
      loadMessages: deps.loadMessages,
      storage: deps.local,
      rememberChoice: deps.rememberLocale,
    });
    this.client = new ApiClient({
      baseUrl: deps.apiBase,
      // Every answer's Date header sets the clock to the gateway's time.
      fetch: this.clock.learningFrom(deps.fetch ?? ((input, init) => globalThis.fetch(input, init))),
      timeoutMs: deps.timeoutMs,
      getAuthToken: () => (this.userInfo.isLoggedIn ? this.userInfo.authToken : undefined),
      getLocale: () => this.locale.chosenLocale,
      onAccessDenied: () => go(this.navigator, 'accessDenied'),
      onAuthInvalid: (_message, answer) => this.handleAuthInvalid(answer),
      onRiskControl: () => go(this.navigator, 'transactionRestricted'),
      onTimeout: () => go(this.navigator, 'serverTimeout'),
      answersAfter: deps.answersAfter,
    });
    this.api = deps.api ?? createApi(this.client);
    // Points go through a client of their own: no token, a short time-out and none of the app-wide codes, so a
    // refused or slow point never sends the buyer to Login, Access denied or the time-out page.
    const trackingClient = new ApiClient({
      baseUrl: deps.apiBase,
      fetch: deps.fetch,
      timeoutMs: TRACKING_TIMEOUT_MS,
    });
    this.tracker = createTracker({
      send: (point) => (deps.api ? deps.api.addPoint(point) : trackingClient.post('addPoint', point)),
      session: deps.session,
      visitorId: deps.visitorId,
      attribution: () => this.attribution.current,
    });
    this.track = createEventTracker(this.tracker, deps.session);
    this.currencies = new CurrencyListStore(this.api);
    this.countries = new CountryStore(this.api);
    this.quote = new QuoteStore({
      api: this.api,
      clock: this.clock,
      session: deps.session,
      navigator: deps.navigator,
      currencies: this.currencies,
      ticker: deps.ticker,
      track: this.track,
      attribution: this.attribution,
      embed: (event) => this.embedEvent(event),
      callerCurrency: deps.callerCurrency,
    });
  }

  /** 5002: say why, remember where the buyer was, forget the refused token, and ask for a login. */
  /** 5002 (SPEC §8): a bottom toast with the refusal's text in the buyer's language, then Login. */
  private handleAuthInvalid(answer: AnswerWords): void {
    this.ui.showToast(refusalMessage(answer), { position: 'bottom', severity: 'error' });
    const current = this.navigator.currentUrl();
    const onLoginPage = pathOf(current) === hrefTo('emailLogin');
    if (!onLoginPage) this.userInfo.loginTarget = current;
    this.userInfo.clear();
    if (!onLoginPage) go(this.navigator, 'emailLogin');
  }
}
