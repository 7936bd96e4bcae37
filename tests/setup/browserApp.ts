/**
 * The app's side of a gateway test: the stores a test drives read the catalogues synchronously and build
 * their deferred parts on first use, as in the app once its first screen has loaded (and the phone helpers,
 * as once a screen with a phone field has). The unit and browser projects load this before every file; a
 * gateway test that drives the app's stores imports it first.
 */
import './catalogues.ts';
import './deferredStores.ts';
import './phoneKit.ts';
