import { refusalMessage, type AnswerMessage } from '../api/answerMessage.ts';
import { makeAutoObservable, runInAction } from 'mobx';
import type { Static } from 'typebox';
import type { OrderView } from '../../schemas/api/orders.ts';
import { isCancelled, TRANSPORT_FAILURE, type Api } from '../api/index.ts';
import type { Navigator } from './deps.ts';
import { go, hrefTo } from './navigate.ts';

/** An order of the list, as orderList gives it (SPEC §3 "Order (as displayed)"). */
export type HistoryOrder = Static<typeof OrderView>;

export const ORDER_PAGE_SIZE = 10;

/** respCodes with a meaning of their own here (schemas/api/common.ts RespCode). */
const OK = 200;
/** The client has already logged the buyer out and sent them to Login. */
const AUTH_INVALID = 5002;

export type HistoryState = 'idle' | 'loading' | 'ready' | 'error';

/** Why a page could not be loaded: no answer at all, or the gateway's refusal in the buyer's language. */
export interface HistoryError {
  /** The catalogue message of the refusal's key (a generic one without a known key); absent when there was no answer. */
  message?: AnswerMessage;
}

/**
 * My Orders (SPEC §2, §6): the logged-in buyer's orders, newest first, a page at a time ("Load more").
 * A failed first page shows an error with retry; a failed further page keeps the orders already shown.
 */
export class OrderHistoryStore {
  orders: HistoryOrder[] = [];
  /** Orders the buyer has in all, as the last page said. */
  total = 0;
  /** Pages loaded so far. */
  pagesLoaded = 0;
  state: HistoryState = 'idle';
  /** The first page failed. */
  error?: HistoryError = undefined;
  loadingMore = false;
  /** A further page failed. */
  moreError?: HistoryError = undefined;

  private readonly deps: { api: Api; navigator: Navigator };
  private controller?: AbortController = undefined;

  constructor(deps: { api: Api; navigator: Navigator }) {
    this.deps = deps;
    makeAutoObservable<this, 'deps' | 'controller'>(this, { deps: false, controller: false });
  }

  get hasMore(): boolean {
    return this.state === 'ready' && this.orders.length < this.total;
  }

  get isEmpty(): boolean {
    return this.state === 'ready' && this.orders.length === 0;
  }

  /** Loads the first page afresh (opening the screen, or retrying after it failed). */
  async open(): Promise<void> {
    this.orders = [];
    this.total = 0;
    this.pagesLoaded = 0;
    this.error = undefined;
    this.moreError = undefined;
    this.loadingMore = false;
    this.state = 'loading';
    const page = await this.fetchPage(1);
    if (!page) return;
    runInAction(() => {
      if ('error' in page) {
        this.state = 'error';
        this.error = page.error;
        return;
      }
      this.orders = page.list;
      this.total = page.total;
      this.pagesLoaded = 1;
      this.state = 'ready';
    });
  }

  /** The next page, appended below the orders shown. */
  async loadMore(): Promise<void> {
    if (!this.hasMore || this.loadingMore) return;
    this.loadingMore = true;
    this.moreError = undefined;
    const page = await this.fetchPage(this.pagesLoaded + 1);
    runInAction(() => {
      this.loadingMore = false;
      if (!page) return;
      if ('error' in page) {
        this.moreError = page.error;
        return;
      }
      // An order made meanwhile shifts the pages by one: an order already shown comes again.
      const shown = new Set(this.orders.map((order) => order.orderNo));
      this.orders.push(...page.list.filter((order) => !shown.has(order.orderNo)));
      this.total = page.total;
      this.pagesLoaded += 1;
    });
  }

  openOrder(orderNo: string): void {
    go(this.deps.navigator, 'orderStatus', { orderNo });
  }

  /** The address of an order's status page, for its link. */
  orderHref(orderNo: string): string {
    return hrefTo('orderStatus', { orderNo });
  }

  newOrder(): void {
    go(this.deps.navigator, 'edit');
  }

  /** Stops a page on its way (the screen is left). */
  close(): void {
    this.controller?.abort();
    this.controller = undefined;
  }

  /**
   * One page of orderList; undefined when the answer no longer matters (a newer request replaced it, or
   * the gateway refused the login, which the client already handles by sending the buyer to Login).
   */
  private async fetchPage(
    pageNo: number,
  ): Promise<{ list: HistoryOrder[]; total: number } | { error: HistoryError } | undefined> {
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    try {
      const answer = await this.deps.api.orderList(
        { pageNo, pageSize: ORDER_PAGE_SIZE },
        { signal: controller.signal },
      );
      if (controller.signal.aborted || answer.respCode === AUTH_INVALID) return undefined;
      if (answer.respCode === OK && answer.data) return { list: answer.data.list, total: answer.data.total };
      return { error: answer.respCode === TRANSPORT_FAILURE ? {} : { message: refusalMessage(answer) } };
    } catch (error) {
      if (isCancelled(error)) return undefined;
      throw error;
    }
  }
}
