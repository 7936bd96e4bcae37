import { makeAutoObservable, runInAction } from 'mobx';
import type { Static } from 'typebox';
import type { OrderView } from '../../schemas/api/orders.ts';
import type { Api } from '../api/index.ts';
import type { Navigator } from './deps.ts';
import { LatestLoad, type LoadError, type LoadState } from './latestLoad.ts';
import { go, hrefTo } from './navigate.ts';

/** An order of the list, as orderList gives it (SPEC §3 "Order (as displayed)"). */
export type HistoryOrder = Static<typeof OrderView>;

export const ORDER_PAGE_SIZE = 10;

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
  state: LoadState = 'idle';
  /** The first page failed. */
  error?: LoadError = undefined;
  loadingMore = false;
  /** A further page failed. */
  moreError?: LoadError = undefined;

  private readonly deps: { api: Api; navigator: Navigator };
  private readonly load = new LatestLoad();

  constructor(deps: { api: Api; navigator: Navigator }) {
    this.deps = deps;
    makeAutoObservable<this, 'deps' | 'load'>(this, { deps: false, load: false });
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
    this.load.abort();
  }

  /** One page of orderList; undefined when the answer no longer matters (see LatestLoad). */
  private async fetchPage(
    pageNo: number,
  ): Promise<{ list: HistoryOrder[]; total: number } | { error: LoadError } | undefined> {
    const page = await this.load.run((signal) =>
      this.deps.api.orderList({ pageNo, pageSize: ORDER_PAGE_SIZE }, { signal }),
    );
    return page && 'data' in page ? { list: page.data.list, total: page.data.total } : page;
  }
}
