import { createContext, useContext, type ReactNode } from 'react';
import type { RootStore } from './RootStore.ts';

const RootStoreContext = createContext<RootStore | undefined>(undefined);

/** Provides the one RootStore of the app (or a story's / test's fake) to every screen below. */
export function RootStoreProvider({ store, children }: { store: RootStore; children?: ReactNode }) {
  return <RootStoreContext.Provider value={store}>{children}</RootStoreContext.Provider>;
}

/** The RootStore of the nearest provider; a missing provider is a wiring bug, so it throws. */
export function useStores(): RootStore {
  const store = useContext(RootStoreContext);
  if (!store) throw new Error('useStores() needs a <RootStoreProvider> above it');
  return store;
}

/** The RootStore when one is provided; for parts that also render without one (the intl provider). */
export function useOptionalStores(): RootStore | undefined {
  return useContext(RootStoreContext);
}
