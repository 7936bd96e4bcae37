import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Api } from '../api/index.ts';
import type { GetToken, PayTokenItem } from './quote/types.ts';

/** SPEC §3 "Currency or country list item": what the pickers list. */
export interface CurrencyListItem {
  id: string;
  symbol: string;
  /** Symbol to display and search (USDT for USDT_TRC20). */
  symbolUI: string;
  name: string;
  logo: string;
  /** Network badge of a token that exists on several networks. */
  network?: string;
  /** The symbol with a short network tag where one is needed ('USDT TRC20', 'ETH ARBITRUM', 'ETH'), for tight places. */
  shortLabel: string;
  isPopular: boolean;
}

/** 'Tron (TRC20)' → 'TRC20'; a name without a standard in brackets gives the network code. */
const shortNetwork = (token: GetToken) => /\(([^)]+)\)\s*$/.exec(token.networkName)?.[1] ?? token.network;

type LoadState = 'idle' | 'loading' | 'done';

/** Intercept flag the list calls carry (SPEC §7). */
const INTERCEPT = 2;

/**
 * The tokens the buyer can pay with (fiat, payList) and get (crypto, getList), with their limits. A failed
 * load is logged and leaves the list empty (SPEC §8).
 */
export class CurrencyListStore {
  payTokens: PayTokenItem[] = [];
  getTokens: GetToken[] = [];
  /** The caller's country's currency when it is served, else USD (payList's normalCurrency). */
  normalCurrency?: string = undefined;
  payState: LoadState = 'idle';
  getState: LoadState = 'idle';
  private loadedFor?: string = undefined;
  private pending?: Promise<void> = undefined;

  constructor(private readonly api: Api) {
    // The lists are replaced whole, never edited: kept as given (no deep observable per token to build).
    makeAutoObservable<this, 'api' | 'pending'>(this, {
      api: false,
      pending: false,
      payTokens: observableRef,
      getTokens: observableRef,
    });
  }

  get loading(): boolean {
    return this.payState === 'loading' || this.getState === 'loading';
  }

  /** Both lists have been answered (successfully or not). */
  get loaded(): boolean {
    return this.payState === 'done' && this.getState === 'done';
  }

  /** Loads both lists once per provider filter ('' = every provider); resolves when both are answered. */
  load(offerType = ''): Promise<void> {
    if (this.loadedFor === offerType && this.pending) return this.pending;
    this.loadedFor = offerType;
    this.payState = 'loading';
    this.getState = 'loading';
    const body = offerType ? { intercept: INTERCEPT, offerType } : { intercept: INTERCEPT };
    this.pending = Promise.all([this.loadPayList(body), this.loadGetList(body)]).then(() => undefined);
    return this.pending;
  }

  /** Asks again, e.g. after a failure. */
  reload(): Promise<void> {
    this.pending = undefined;
    return this.load(this.loadedFor);
  }

  findPayToken(currency: string): PayTokenItem | undefined {
    return this.payTokens.find((token) => token.currency === currency);
  }

  findGetToken(symbol: string): GetToken | undefined {
    return this.getTokens.find((token) => token.symbol === symbol);
  }

  get payItems(): CurrencyListItem[] {
    return this.payTokens.map((token) => ({
      id: token.currency,
      symbol: token.currency,
      symbolUI: token.currency,
      name: token.name,
      logo: token.imgUrl,
      shortLabel: token.currency,
      // The gateway marks the Popular group (the buyer's country's currency first).
      isPopular: token.is_popular === 1,
    }));
  }

  get getItems(): CurrencyListItem[] {
    // A currency listed on several networks shows its network, so USDT (TRON) and USDT (Ethereum) differ.
    const networksOf = new Map<string, number>();
    for (const token of this.getTokens)
      networksOf.set(token.currency, (networksOf.get(token.currency) ?? 0) + 1);
    return this.getTokens.map((token) => {
      const several = (networksOf.get(token.currency) ?? 0) > 1;
      // The coin on its own chain (ETH on Ethereum) needs no tag even when it also lives elsewhere.
      const tagged = several && token.network !== token.currency;
      return {
        id: token.symbol,
        symbol: token.symbol,
        symbolUI: token.currency,
        name: token.name,
        logo: token.imgUrl,
        network: several ? token.networkName : undefined,
        shortLabel: tagged ? `${token.currency} ${shortNetwork(token)}` : token.currency,
        isPopular: token.is_popular === 1,
      };
    });
  }

  private async loadPayList(body: { intercept: number; offerType?: string }): Promise<void> {
    const answer = await this.api
      .payList(body)
      .catch((error: unknown) => ({ respCode: 0, respMessage: String(error), data: undefined }));
    runInAction(() => {
      this.payState = 'done';
      if (answer.respCode === 200 && answer.data) {
        this.payTokens = answer.data.list;
        this.normalCurrency = answer.data.normalCurrency;
      } else {
        console.error(`payList failed (${answer.respCode}): ${answer.respMessage}`);
        this.payTokens = [];
      }
    });
  }

  private async loadGetList(body: { intercept: number; offerType?: string }): Promise<void> {
    const answer = await this.api
      .getList(body)
      .catch((error: unknown) => ({ respCode: 0, respMessage: String(error), data: undefined }));
    runInAction(() => {
      this.getState = 'done';
      if (answer.respCode === 200 && answer.data) {
        this.getTokens = answer.data;
      } else {
        console.error(`getList failed (${answer.respCode}): ${answer.respMessage}`);
        this.getTokens = [];
      }
    });
  }
}
