import { makeAutoObservable, runInAction } from 'mobx';
import type { Static } from 'typebox';
import type { CurrencyInfo } from '../../../schemas/api/reference.ts';
import type { Api } from '../../api/index.ts';
import { toPlainDecimal } from '../../lib/index.ts';
import { DEFAULT_GET_CURRENCY } from './defaults.ts';
import { message, QuoteMessageId } from './messages.ts';
import type { QuoteMessage } from './types.ts';
import { validateAmount, type AmountLimits } from './validateAmount.ts';
import { editPageLink } from './widgetLinks.ts';
import { isTokenSymbol, widgetTokenOf } from '../../lib/tokenSymbol.ts';
import type { Attribution } from '../attribution/capture.ts';
import type { HostPreset } from '../deps.ts';

export type TokenInfo = Static<typeof CurrencyInfo>;

/** How long typing pauses before the address is checked by the gateway. */
export const ADDRESS_CHECK_DELAY_MS = 400;

/**
 * Widget V2 (/buy, SPEC §2): one token's header (getCurrencyInfo), the amount to buy within its limits
 * (Max button, min~max placeholder), the wallet address checked by the gateway, and Get started, which
 * opens the quote screen in a new window with the address, the host it came from, the provider, the
 * token and the amount.
 */
export class BuyWidgetStore {
  currency = DEFAULT_GET_CURRENCY;
  info?: TokenInfo = undefined;
  infoState: 'loading' | 'done' | 'failed' = 'loading';
  amount = '';
  /** The buyer typed or left the amount: from then on its message shows. */
  amountTouched = false;
  address = '';
  addressError?: QuoteMessage = undefined;
  /** The trimmed address the gateway accepted (Get started needs the current one accepted). */
  acceptedAddress = '';
  checkingAddress = false;
  offerType = '';
  partnerId = '';

  private checkSeq = 0;
  private checkTimer?: ReturnType<typeof setTimeout> = undefined;

  /**
   * @param attribution who brought the buyer (root.attribution): Get started carries it into the window it
   * opens, whose storage may not be this frame's (a partner's page frames the widget).
   */
  constructor(
    private readonly api: Api,
    private readonly attribution?: { readonly current: Attribution },
  ) {
    makeAutoObservable<this, 'api' | 'attribution' | 'checkSeq' | 'checkTimer'>(this, {
      api: false,
      attribution: false,
      checkSeq: false,
      checkTimer: false,
    });
  }

  /**
   * Reads the widget's link (`currency` or `getCurrency`, `offerType`, `partnerId`) and loads the token: on
   * a first visit of /buy, the boot asked for it already (routes/landingRequests.ts), and this takes that answer.
   */
  async open(search: string): Promise<void> {
    const query = new URLSearchParams(search);
    this.currency = widgetTokenOf(query);
    this.offerType = query.get('offerType')?.trim() ?? '';
    this.partnerId = query.get('partnerId')?.trim() ?? '';
    await this.loadInfo();
  }

  async loadInfo(): Promise<void> {
    this.infoState = 'loading';
    const answer = await this.api
      .getCurrencyInfo({ currency: this.currency })
      .catch((error: unknown) => ({ respCode: 0, respMessage: String(error), data: undefined }));
    runInAction(() => {
      if (answer.respCode === 200 && answer.data) {
        this.info = answer.data;
        this.infoState = 'done';
      } else {
        console.error(`getCurrencyInfo failed (${answer.respCode}): ${answer.respMessage}`);
        this.info = undefined;
        this.infoState = 'failed';
      }
    });
  }

  get limits(): AmountLimits | undefined {
    const info = this.info;
    return info && { minAmount: info.minAmount, maxAmount: info.maxAmount, symbol: info.currency };
  }

  get amountError(): QuoteMessage | undefined {
    if (!this.amountTouched) return undefined;
    return validateAmount(this.amount, this.limits);
  }

  setAmount(value: string): void {
    this.amount = value;
    this.amountTouched = true;
  }

  /** The Max button: the token's maximum. */
  useMax(): void {
    if (this.info) this.setAmount(toPlainDecimal(this.info.maxAmount));
  }

  touchAmount(): void {
    this.amountTouched = true;
  }

  /** Typing an address: the old verdict goes, and the gateway is asked once typing pauses. */
  setAddress(value: string): void {
    this.address = value;
    this.addressError = undefined;
    this.acceptedAddress = '';
    clearTimeout(this.checkTimer);
    if (value.trim()) this.checkTimer = setTimeout(() => void this.checkAddress(), ADDRESS_CHECK_DELAY_MS);
  }

  /**
   * The address is trimmed and checked by the gateway (SPEC §5): empty → 'Please enter your {symbol}
   * address'; refused or no answer → 'Incorrect address, …'. An answer for an older address is dropped.
   */
  async checkAddress(): Promise<void> {
    clearTimeout(this.checkTimer);
    const address = this.address.trim();
    const symbol = this.info?.currency ?? this.currency;
    if (!address) {
      this.addressError = message(QuoteMessageId.addressRequired, { symbol });
      return;
    }
    if (address === this.acceptedAddress) return;
    const seq = ++this.checkSeq;
    this.checkingAddress = true;
    const answer = await this.api
      .validateAddress({ address, getCurrency: this.currency })
      .catch(() => ({ respCode: 0, respMessage: '' }));
    if (seq !== this.checkSeq) return;
    runInAction(() => {
      this.checkingAddress = false;
      if (answer.respCode === 200) {
        this.acceptedAddress = address;
        this.addressError = undefined;
      } else {
        this.addressError = message(QuoteMessageId.addressInvalid);
      }
    });
  }

  /** Get started is disabled with an amount error, an address error or no (accepted) address. */
  get canStart(): boolean {
    if (!this.info || validateAmount(this.amount, this.limits)) return false;
    const address = this.address.trim();
    return address !== '' && !this.addressError && !this.checkingAddress && this.acceptedAddress === address;
  }

  /** The quote screen's link for Get started; `from` is the host the widget is embedded in. */
  startLink(from: string): string | undefined {
    if (!this.canStart) return undefined;
    const attribution = this.attribution?.current;
    return editPageLink({
      getCurrency: this.currency,
      amount: this.amount,
      address: this.acceptedAddress,
      from,
      offerType: this.offerType,
      partnerId: attribution ? attribution.partnerId : this.partnerId,
      reference: attribution?.reference,
      refererUrl: attribution?.refererUrl,
    });
  }

  /**
   * The host page's set message (src/embed/bridge.ts): another token is loaded, the amount is shown with its
   * limits' message, the address is checked as if typed.
   */
  applyHostPreset({ amount, currency, address }: HostPreset): void {
    const asked = currency?.trim().toUpperCase();
    if (asked && isTokenSymbol(asked) && asked !== this.currency) {
      this.currency = asked;
      void this.loadInfo();
    }
    if (amount !== undefined) this.setAmount(amount);
    if (address !== undefined) this.setAddress(address);
  }

  dispose(): void {
    clearTimeout(this.checkTimer);
    this.checkSeq += 1;
  }
}
