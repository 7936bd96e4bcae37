/**
 * Every test project starts with the deferred stores installed (RootStore builds login, order, KYC… on first
 * use from them), as the app has them once any screen but Edit or the menu has loaded (routes/screens.ts).
 */
import { installDeferredStores } from '../../src/stores/deferred.ts';
import { deferredStoreFactories } from '../../src/stores/deferredStores.ts';

installDeferredStores(deferredStoreFactories);
