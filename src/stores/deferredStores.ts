/**
 * The stores a first visit of /edit does not use — the purchase after the quote, login, KYC, cards, the
 * address book, order history, Settings, the redirect and the forms' lists — with everything they import:
 * a chunk of its own, loaded with every other screen and the menu (routes/screens.ts, shell/LazyShellParts.tsx
 * through `loadDeferredStores`). RootStore builds each on first use from these factories (stores/deferred.ts).
 */
import { AccountStore } from './AccountStore.ts';
import { AddressBookStore } from './AddressBookStore.ts';
import { CardStore } from './CardStore.ts';
import { SavedCardsStore } from './cards/SavedCardsStore.ts';
import { FormDataStore } from './FormDataStore.ts';
import { KycStore } from './KycStore.ts';
import { LoginStore } from './LoginStore.ts';
import { OrderHistoryStore } from './OrderHistoryStore.ts';
import { OrderStore } from './OrderStore.ts';
import { RedirectStore } from './RedirectStore.ts';
import type { RootStore } from './RootStore.ts';
import type { Ticker } from './quote/ticker.ts';

/** What a factory gets: the root (its shared collaborators and the other stores) and the countdowns' pace. */
export interface DeferredStoreContext {
  root: RootStore;
  ticker?: Ticker;
}

export const deferredStoreFactories = {
  order: ({ root }: DeferredStoreContext) =>
    new OrderStore({
      api: root.api,
      navigator: root.navigator,
      session: root.session,
      local: root.local,
      userInfo: root.userInfo,
      ui: root.ui,
      quoteSource: () => root.quote,
      track: root.track,
      embed: (event) => root.embedEvent(event),
    }),
  login: ({ root, ticker }: DeferredStoreContext) =>
    new LoginStore({
      api: root.api,
      clock: root.clock,
      session: root.session,
      navigator: root.navigator,
      userInfo: root.userInfo,
      ticker,
      track: root.track,
    }),
  orderHistory: ({ root }: DeferredStoreContext) =>
    new OrderHistoryStore({ api: root.api, navigator: root.navigator }),
  redirect: ({ root }: DeferredStoreContext) =>
    new RedirectStore({ api: root.api, navigator: root.navigator, userInfo: root.userInfo }),
  formData: ({ root }: DeferredStoreContext) => new FormDataStore(root.api),
  addresses: ({ root }: DeferredStoreContext) =>
    new AddressBookStore({
      api: root.api,
      navigator: root.navigator,
      formData: root.formData,
      order: () => root.order,
    }),
  kyc: ({ root, ticker }: DeferredStoreContext) =>
    new KycStore({
      api: root.api,
      clock: root.clock,
      local: root.local,
      session: root.session,
      navigator: root.navigator,
      userInfo: root.userInfo,
      ui: root.ui,
      ticker,
      orderFlow: () => ({
        quoteToken: root.order.quote?.inquiry.token,
        active: Boolean(root.order.quote && root.order.offer),
      }),
    }),
  cards: ({ root }: DeferredStoreContext) =>
    new CardStore({
      api: root.api,
      navigator: root.navigator,
      local: root.local,
      userInfo: root.userInfo,
      order: root.order,
      kyc: root.kyc,
      embed: (event) => root.embedEvent(event),
    }),
  savedCards: ({ root }: DeferredStoreContext) =>
    new SavedCardsStore({ api: root.api, navigator: root.navigator, ui: root.ui }),
  account: ({ root }: DeferredStoreContext) =>
    new AccountStore({
      api: root.api,
      navigator: root.navigator,
      userInfo: root.userInfo,
      ui: root.ui,
      locale: root.locale,
      kyc: root.kyc,
    }),
};

export type DeferredStoreFactories = typeof deferredStoreFactories;
export type DeferredStoreName = keyof DeferredStoreFactories;
/** Each deferred store by its name on RootStore. */
export type DeferredStores = { [N in DeferredStoreName]: ReturnType<DeferredStoreFactories[N]> };
