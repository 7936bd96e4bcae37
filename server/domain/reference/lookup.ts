import { referenceData } from './data.ts';
import { Catalog } from './catalog.ts';
import { referenceRows } from './seed.ts';

/**
 * The catalog module-level lookups read: the data files until a gateway has loaded the seeded tables, then
 * the database's copy. Every gateway seeds from the same files, so all of them install the same content.
 */
let active = new Catalog(referenceRows(referenceData));

export const installCatalog = (catalog: Catalog) => {
  active = catalog;
};
export const activeCatalog = () => active;

/** A get token by its unique symbol (e.g. 'BTC', 'USDT_TRC20'), case-insensitive. */
export const findGetToken = (symbol: string) => active.token(symbol);
/** A fiat currency by its ISO code, case-insensitive. */
export const findFiat = (code: string) => active.fiat(code);
/** A country by its ISO 3166 alpha-2 code, case-insensitive. */
export const findCountry = (code: string) => active.country(code);
