import { makeAutoObservable, runInAction } from 'mobx';
import { refusalMessage, type AnswerWords } from '../api/answerMessage.ts';
import { fieldRefusalOf, type FieldRefusal } from '../api/fieldRefusal.ts';
import type { Api } from '../api/index.ts';
import type { EmitWidgetEvent, KeyValueStorage, Navigator } from './deps.ts';
import { clearBillingDraft, readBillingDraft, writeBillingDraft } from './cards/billingDraft.ts';
import { selectCardDecision, type SelectCardFact, type SelectCardFacts } from './cards/selectCardDecision.ts';
import { preselectedCard, readBuyerMemory, rememberCard } from './order/returningBuyer.ts';
import type {
  BillingAddress,
  BillingAddressDraft,
  CardRefusal,
  CardToken,
  EnterCardView,
  SavedCard,
  SelectCardView,
} from './cards/types.ts';
import type { OrderStore, OrderView } from './OrderStore.ts';
import type { UserInfoStore } from './UserInfoStore.ts';
import { adoptLinkToken, withoutAuthToken } from './linkToken.ts';
import { go, hrefTo, replaceWith, type QueryArg, type RouteName } from './navigate.ts';

export type * from './cards/types.ts';
export { BILLING_FORM_KEY } from './cards/billingDraft.ts';
export { selectCardDecision } from './cards/selectCardDecision.ts';

const OK = 200;
/** Payment refused until the buyer's identity is approved (orders over 700 EUR). */
export const IDENTITY_REQUIRED = 509;
/** Codes the API client already acted on (Access denied, Login, Transaction restricted): the page has been left. */
const HANDLED_BY_CLIENT = new Set([5001, 5002, 5004]);

export interface CardStoreDeps {
  api: Api;
  navigator: Navigator;
  local: KeyValueStorage;
  userInfo: UserInfoStore;
  /** The purchase flow: the accepted quote and its order. */
  order: OrderStore;
  /** Where the KYC steps return (root.kyc). */
  kyc: { rememberReturn(url: string): void };
  /** Events for the page embedding the app (root.embedEvent): the identity check needed, refusals. */
  embed?: EmitWidgetEvent;
}

type Query = Record<string, string | undefined>;
type Answer = AnswerWords & { respCode: number };

const refusalOf = (answer: Answer): CardRefusal => ({
  respCode: answer.respCode,
  message: refusalMessage(answer),
});

/**
 * The card step of a purchase (SPEC §4 "Select Card", issue 8): the Select Card decision, the buyer's saved
 * cards and the chosen one, the billing address (its draft in local storage: never anything of the card),
 * and the payment with a saved card or the hosted card field's token, once however often Pay is pressed.
 * A payment refused for identity (509) leads into the KYC steps and back.
 */
export class CardStore {
  selectView: SelectCardView = 'deciding';
  enterView: EnterCardView = 'loading';
  loadError?: CardRefusal = undefined;
  /** The order paid on these pages. */
  orderNo?: string = undefined;
  /** That order as the gateway shows it (the summary; paymentResult 'failed' after a declined card). */
  orderView?: OrderView = undefined;
  cards: SavedCard[] = [];
  chosenCardId?: string = undefined;
  /** The billing-address form as typed, kept in local storage until saved. */
  billing: BillingAddressDraft = {};
  /** The draft came from storage (a reload or a detour), not from the gateway. */
  billingRestored = false;
  saveCard = false;
  paying = false;
  /**
   * The card is being charged (its token obtained): the hosted field is locked only then, because a locked
   * field refuses to tokenize.
   */
  charging = false;
  payError?: CardRefusal = undefined;
  /** The gateway's refusal of one billing field, for the form's extraErrors. */
  billingRefusal?: FieldRefusal = undefined;
  /** The order a payment was taken for (or held): a click that comes after it pays nothing more. */
  paidOrderNo?: string = undefined;

  private readonly deps: CardStoreDeps;
  private pendingDecision?: Promise<SelectCardView> = undefined;
  private pendingPayment?: Promise<boolean> = undefined;

  constructor(deps: CardStoreDeps) {
    this.deps = deps;
    makeAutoObservable<this, 'deps' | 'pendingDecision' | 'pendingPayment'>(this, {
      deps: false,
      pendingDecision: false,
      pendingPayment: false,
    });
  }

  /** Pay can be pressed: not while a payment is on its way, nor once this order's payment is taken. */
  get canPay(): boolean {
    return !this.paying && !(this.orderNo && this.paidOrderNo === this.orderNo);
  }

  get chosenCard(): SavedCard | undefined {
    return this.cards.find((card) => card.id === this.chosenCardId);
  }

  // ---- Select Card ------------------------------------------------------------------------------

  /** Runs SPEC §4's decision once per visit (a second call while it runs gets the same promise). */
  enterSelectCard(query: Query = {}): Promise<SelectCardView> {
    this.pendingDecision ??= this.decide(query).finally(() => {
      this.pendingDecision = undefined;
    });
    return this.pendingDecision;
  }

  private async decide(query: Query): Promise<SelectCardView> {
    this.selectView = 'deciding';
    this.loadError = undefined;
    this.payError = undefined;
    const facts: SelectCardFacts = {
      authTokenInQuery: query.authToken || undefined,
      orderNo: query.orderNo || this.deps.order.createdOrder?.orderNo,
    };
    for (;;) {
      const step = selectCardDecision(facts);
      if (step.kind === 'learn') {
        const failure = await this.learn(step.fact, facts);
        if (failure) return this.setSelectView(failure === 'left' ? 'left' : 'failed');
        continue;
      }
      if (step.kind === 'left') return this.setSelectView('left');
      if (step.kind === 'go') {
        if (step.kycReturn) {
          this.deps.kyc.rememberReturn(hrefTo('selectCard', { orderNo: query.orderNo }));
          this.deps.embed?.({ type: 'identityCheckRequired', level: facts.userStatus?.kycLevel ?? 0 });
        }
        this.deps.navigator.navigate(step.to, { replace: true });
        return this.setSelectView('left');
      }
      runInAction(() => {
        this.orderNo = facts.orderNo;
        if (!this.cards.some((card) => card.id === this.chosenCardId)) this.chosenCardId = undefined;
        // A single saved card, else the card last paid with, is the buyer's choice already.
        this.chosenCardId ??= preselectedCard(this.cards, readBuyerMemory(this.deps.local));
      });
      await this.loadOrderView();
      return this.setSelectView('ready');
    }
  }

  private setSelectView(view: SelectCardView): SelectCardView {
    this.selectView = view;
    return view;
  }

  /** Fetches one fact into `facts`; 'left' when the client sent the buyer elsewhere, 'failed' on another refusal. */
  private async learn(fact: SelectCardFact, facts: SelectCardFacts): Promise<'left' | 'failed' | undefined> {
    const token = this.deps.order.quote?.inquiry.token;
    switch (fact) {
      case 'authInfo': {
        const answer = await adoptLinkToken(this.deps.api, this.deps.userInfo, facts.authTokenInQuery ?? '');
        if (answer.respCode !== OK || !answer.data) return this.failWith(answer);
        facts.authResolved = true;
        return undefined;
      }
      case 'removeAuthToken':
        this.deps.navigator.navigate(withoutAuthToken(this.deps.navigator.currentUrl()), { replace: true });
        facts.authTokenRemoved = true;
        return undefined;
      case 'userStatus': {
        const answer = await this.deps.api.userStatus(token ? { token } : {});
        if (answer.respCode !== OK || !answer.data) return this.failWith(answer);
        const { isKyc, kyc_level } = answer.data;
        this.deps.userInfo.setKycLevel(kyc_level);
        facts.userStatus = { isKyc, kycLevel: kyc_level };
        return undefined;
      }
      case 'order': {
        const made = await this.deps.order.createOrder({ flow: 'card' });
        if (made) facts.orderNo = made.orderNo;
        else facts.orderRefused = true;
        return undefined;
      }
      case 'identification': {
        const answer = await this.deps.api.checkIdentification(token ? { token } : {});
        if (answer.respCode !== OK || !answer.data) return this.failWith(answer);
        facts.isIdentification = answer.data.isIdentification;
        return undefined;
      }
      case 'cards': {
        const answer = await this.deps.api.cardList({});
        if (answer.respCode !== OK || !answer.data) return this.failWith(answer);
        const cards = answer.data;
        runInAction(() => {
          this.cards = cards;
        });
        facts.savedCards = cards.length;
        return undefined;
      }
    }
  }

  private failWith(answer: Answer): 'left' | 'failed' {
    if (HANDLED_BY_CLIENT.has(answer.respCode)) return 'left';
    runInAction(() => {
      this.loadError = refusalOf(answer);
    });
    this.deps.embed?.({ type: 'error', code: answer.respCode, message: answer.respMessage });
    return 'failed';
  }

  private async loadOrderView(): Promise<void> {
    const orderNo = this.orderNo;
    if (!orderNo) return;
    const answer = await this.deps.api.orderDetail({ orderNo });
    runInAction(() => {
      if (answer.respCode === OK && answer.data && answer.data.orderNo === this.orderNo)
        this.orderView = answer.data;
    });
  }

  chooseCard(cardId: string): void {
    if (this.cards.some((card) => card.id === cardId)) this.chosenCardId = cardId;
    this.payError = undefined;
  }

  /** 'Add a new card': Enter Card for this order. */
  addNewCard(): void {
    if (this.orderNo) go(this.deps.navigator, 'enterCard', { orderNo: this.orderNo });
  }

  /** Pays with the chosen saved card. */
  payWithChosenCard(): Promise<boolean> {
    const cardId = this.chosenCardId;
    if (!cardId) return Promise.resolve(false);
    rememberCard(this.deps.local, cardId);
    return this.once(() => this.pay({ cardId }));
  }

  // ---- Enter Card -------------------------------------------------------------------------------

  /**
   * Opens Enter Card: a link's authToken is resolved and taken out of the address bar; the order is the
   * link's or the one made on Select Card (without one, Select Card makes it); the billing form starts
   * from the draft typed before, else the saved address.
   */
  async enterEnterCard(query: Query = {}): Promise<EnterCardView> {
    this.enterView = 'loading';
    this.loadError = undefined;
    this.payError = undefined;
    this.billingRefusal = undefined;
    if (query.authToken) {
      const answer = await adoptLinkToken(this.deps.api, this.deps.userInfo, query.authToken);
      if (answer.respCode !== OK || !answer.data) return this.setEnterView(this.failWith(answer));
      this.deps.navigator.navigate(withoutAuthToken(this.deps.navigator.currentUrl()), { replace: true });
    }
    const orderNo = query.orderNo || this.orderNo || this.deps.order.createdOrder?.orderNo;
    if (!orderNo) {
      replaceWith(this.deps.navigator, 'selectCard');
      return this.setEnterView('left');
    }
    runInAction(() => {
      this.orderNo = orderNo;
    });
    const [answer] = await Promise.all([this.deps.api.getBillingAddress({}), this.loadOrderView()]);
    if (answer.respCode !== OK) return this.setEnterView(this.failWith(answer));
    runInAction(() => {
      const stored = readBillingDraft(this.deps.local);
      this.billingRestored = Boolean(stored);
      this.billing = { ...answer.data, ...stored };
    });
    return this.setEnterView('ready');
  }

  private setEnterView(view: EnterCardView): EnterCardView {
    this.enterView = view;
    return view;
  }

  /** The billing form changed: kept as the draft; a field refusal goes once its field changes. */
  setBilling(draft: BillingAddressDraft): void {
    const refused = this.billingRefusal?.field.split('.')[0] as keyof BillingAddress | undefined;
    if (refused && draft[refused] !== this.billing[refused]) this.billingRefusal = undefined;
    this.billing = { ...draft };
    writeBillingDraft(this.deps.local, this.billing);
  }

  setSaveCard(save: boolean): void {
    this.saveCard = save;
  }

  /**
   * Pays with a new card: saves the billing address, has the hosted field tokenize the card (undefined:
   * the field shows why), then pays with the token. Once however often Pay is pressed.
   */
  payWithNewCard(billing: BillingAddress, tokenize: () => Promise<CardToken | undefined>): Promise<boolean> {
    return this.once(async () => {
      this.payError = undefined;
      this.billingRefusal = undefined;
      const saved = await this.deps.api.saveBillingAddress(billing);
      if (saved.respCode !== OK) {
        runInAction(() => {
          this.billingRefusal = fieldRefusalOf(saved);
          if (!this.billingRefusal && !HANDLED_BY_CLIENT.has(saved.respCode)) {
            this.payError = refusalOf(saved);
            this.deps.embed?.({ type: 'error', code: saved.respCode, message: saved.respMessage });
          }
        });
        return false;
      }
      runInAction(() => {
        this.billing = { ...billing };
        this.billingRestored = false;
        clearBillingDraft(this.deps.local);
      });
      const card = await tokenize();
      if (!card) return false;
      return this.pay({ cardToken: card.token, saveCard: this.saveCard ? '1' : '0' });
    });
  }

  // ---- paying -----------------------------------------------------------------------------------

  private once(work: () => Promise<boolean>): Promise<boolean> {
    if (this.pendingPayment) return this.pendingPayment;
    this.paying = true;
    this.pendingPayment = work().finally(() => {
      this.pendingPayment = undefined;
      runInAction(() => {
        this.paying = false;
      });
    });
    return this.pendingPayment;
  }

  /** payCard: any result → Payment status; 509 → the KYC step, back here after; others shown on the page. */
  private async pay(card: { cardId: string } | { cardToken: string; saveCard: '0' | '1' }): Promise<boolean> {
    const orderNo = this.orderNo;
    if (!orderNo) return false;
    if (this.paidOrderNo === orderNo) return true;
    this.payError = undefined;
    this.charging = true;
    const answer = await this.deps.api.payCard({ orderNo, ...card });
    runInAction(() => {
      this.charging = false;
    });
    if (answer.respCode === OK && answer.data) {
      const { paymentResult } = answer.data;
      runInAction(() => {
        if (paymentResult !== 'failed') this.paidOrderNo = orderNo;
      });
      go(this.deps.navigator, 'paymentStatus', { orderNo: answer.data.orderNo });
      return true;
    }
    if (answer.respCode === IDENTITY_REQUIRED) {
      this.intoIdentityCheck(withoutAuthToken(this.deps.navigator.currentUrl()));
      return false;
    }
    if (!HANDLED_BY_CLIENT.has(answer.respCode)) {
      runInAction(() => {
        this.payError = refusalOf(answer);
      });
      this.deps.embed?.({ type: 'error', code: answer.respCode, message: answer.respMessage });
    }
    return false;
  }

  // ---- the way into the identity check ------------------------------------------------------------

  /**
   * Leads into the identity check from a purchase page (Confirm Address' 700 EUR notice, Payment status'
   * pre-authorization, a 509 on Pay), coming back to the route `returnTo` once it is done: Enter Information
   * while the personal information is missing, else Verify ID (which itself sends a level-0 buyer to Enter
   * Information). A logged-out buyer logs in first (the route guard).
   */
  goToIdentityStep<N extends RouteName>(returnTo: N, ...query: QueryArg<N>): void {
    this.intoIdentityCheck(hrefTo(returnTo, ...query));
  }

  private intoIdentityCheck(returnUrl: string): void {
    this.deps.kyc.rememberReturn(returnUrl);
    const { userInfo } = this.deps;
    this.deps.embed?.({ type: 'identityCheckRequired', level: userInfo.kycLevel });
    go(this.deps.navigator, userInfo.isLoggedIn && userInfo.kycLevel < 1 ? 'enterInformation' : 'verifyId');
  }
}
