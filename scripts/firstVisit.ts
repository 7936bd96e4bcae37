/**
 * What a first visit of a screen waits for besides the entry, as the build's manifest names the modules: the
 * screen's own (src/main.tsx asks it while the app boots) and the buyer's first-screen catalogue; a screen
 * other than the first ones (src/routes/screens.ts) also waits for the rest of the catalogue and the stores
 * Edit does not use. The build names these chunks for the gateway (scripts/prerender.ts) and the bundle
 * bench weighs them (bench/bundle.ts).
 */
import { FIRST_SCREEN_MODULES } from './firstScreenMessages.ts';

export const screenModule = (screen: string) => `src/screens/${screen}/index.tsx`;
const firstScreenCatalogue = (locale: string) => `virtual:i18n/${locale}`;
const restOfCatalogue = (locale: string) => `virtual:i18n/${locale}/rest`;
const DEFERRED_STORES = 'src/stores/deferredStores.ts';
/** The language demo loads the whole catalogue, but reads no store. */
const WITHOUT_STORES = ['DemoLang'];

/** The screen a route of the registry opens: its folder under src/screens (orderStatus → OrderStatus). */
export const screenOfRoute = (routeName: string) => routeName.charAt(0).toUpperCase() + routeName.slice(1);

/** The screen of each manifest key that is a screen's module (src/screens/<Screen>/index.tsx). */
export const screenOfModule = (key: string) => /^src\/screens\/([^/]+)\/index\.tsx$/.exec(key)?.[1];

export function firstVisitModules(screen: string, locale: string): string[] {
  if (FIRST_SCREEN_MODULES.includes(screenModule(screen)))
    return [screenModule(screen), firstScreenCatalogue(locale)];
  return [
    screenModule(screen),
    firstScreenCatalogue(locale),
    restOfCatalogue(locale),
    ...(WITHOUT_STORES.includes(screen) ? [] : [DEFERRED_STORES]),
  ];
}
