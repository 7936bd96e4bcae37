import type { Catalog, GetToken } from '../reference/catalog.ts';

export interface AddressAsset {
  crypto: string;
  name: string;
  imgUrl: string;
}

/** The assets of the get tokens, once each, in the catalog's order. */
export function addressAssets(catalog: Catalog): AddressAsset[] {
  const seen = new Map<string, AddressAsset>();
  for (const token of catalog.tokens) {
    if (!seen.has(token.currency))
      seen.set(token.currency, { crypto: token.currency, name: token.name, imgUrl: token.imgUrl });
  }
  return [...seen.values()];
}

/** The get tokens of one asset: one per network it travels on. */
export const tokensOfAsset = (catalog: Catalog, crypto: string): GetToken[] =>
  catalog.tokens.filter((t) => t.currency === crypto.trim().toUpperCase());

/** The get token of an asset on a network (e.g. USDT on TRON → USDT_TRC20). */
export const tokenOf = (catalog: Catalog, crypto: string, network: string): GetToken | undefined =>
  tokensOfAsset(catalog, crypto).find((t) => t.network.code === network.trim().toUpperCase());
