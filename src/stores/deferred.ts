/**
 * Where RootStore finds the factories of the stores /edit does not use (stores/deferredStores.ts, a chunk of
 * its own). The app loads that chunk with every screen but Edit and with the menu (`loadDeferredStores`);
 * tests and stories install it before they build a store (`installDeferredStores`).
 */
import { loadOnce } from '../lib/loadOnce.ts';
import type { DeferredStoreFactories, DeferredStoreName } from './deferredStores.ts';

let installed: DeferredStoreFactories | undefined;

/** Makes the deferred stores available to every RootStore (a module that imported them statically). */
export function installDeferredStores(factories: DeferredStoreFactories): void {
  installed = factories;
}

const loadChunk = loadOnce(() =>
  import('./deferredStores.ts').then((module) => installDeferredStores(module.deferredStoreFactories)),
);

/** Loads the deferred stores' chunk once (again after a failed load); resolves when RootStore can build them. */
export const loadDeferredStores = (): Promise<void> => (installed ? Promise.resolve() : loadChunk());

/** The factory of a deferred store; reaching one before its chunk is loaded is a wiring bug, so it throws. */
export function deferredStoreFactory<N extends DeferredStoreName>(name: N): DeferredStoreFactories[N] {
  if (!installed)
    throw new Error(
      `RootStore.${name} is built from the deferred stores' chunk, which is not loaded yet: await loadDeferredStores() first (routes/screens.ts does for every screen but Edit)`,
    );
  return installed[name];
}
