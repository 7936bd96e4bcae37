import type { PartnerTokens, Tokens } from './types.ts';
import { defaultTokens, mergeTokens, QUERY_COLOR_TOKENS } from './mergeTokens.ts';

import type { PartnerFile } from './partnerFile.ts';
import { partnerById, partnerIds } from './partners.ts';

export {
  defaultTokens,
  mergeTokens,
  parseColor,
  queryColorOverrides,
  QUERY_COLOR_TOKENS,
} from './mergeTokens.ts';

/** Gives a partner's file (theme/partners/<partnerId>.json). */
type PartnerLoader = () => Promise<unknown>;

export { partnerIds };

/** The loader of theme/partners/<partnerId>.json, if that file exists. */
export function partnerLoader(partnerId: string): PartnerLoader | undefined {
  const partner = partnerById(partnerId);
  if (!partner) return undefined;
  const { id: _id, ...file } = partner;
  return async () => file;
}

/** Loads and checks a partner's file; its tokens, or undefined (with a console error naming each bad key) when it is invalid. */
export async function loadPartnerTokens(
  partnerId: string,
  load = partnerLoader(partnerId),
): Promise<PartnerTokens | undefined> {
  if (!load) return undefined;
  let data: unknown;
  try {
    data = await load();
  } catch (error) {
    console.error(
      `Theme: could not load the theme of partner "${partnerId}"; using the default theme.`,
      error,
    );
    return undefined;
  }
  // The validator is loaded with the first partner file: most visits use the default theme.
  const { validatePartnerFile } = await import('./partnerFile.ts');
  const errors = validatePartnerFile(data);
  if (errors.length > 0) {
    console.error(
      `Theme: the file of partner "${partnerId}" is rejected; using the default theme.\n` +
        errors.map((e) => `  - ${e.message}`).join('\n'),
    );
    return undefined;
  }
  return (data as PartnerFile).tokens;
}

export interface ResolveTokensInput {
  partnerId?: string | null;
  query: URLSearchParams | string;
  /** Replaces the partner file loader (tests). */
  loadPartner?: PartnerLoader;
}

/**
 * The tokens the app shows: defaults < the tokens of theme/partners/<partnerId>.json < plugin-color-* query
 * parameters, then every unreadable colour pair back to the defaults.
 */
export async function resolveTokens({ partnerId, query, loadPartner }: ResolveTokensInput): Promise<Tokens> {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const load = partnerId ? (loadPartner ?? partnerLoader(partnerId)) : undefined;
  const queryColours = Object.keys(QUERY_COLOR_TOKENS).some((param) => params.has(param));
  // The defaults pass the contrast check (a unit test keeps them so): the check is loaded only for a partner's
  // or a query's colours, which keeps it out of most visits' first load. It loads beside the partner's file
  // and its validator, not after them.
  const contrast = load || queryColours ? import('./contrast.ts') : undefined;
  const partner = partnerId && load ? await loadPartnerTokens(partnerId, load) : undefined;
  if (!contrast || (!partner && !queryColours)) return defaultTokens;
  return readableTokens(mergeTokens(defaultTokens, partner, params), await contrast);
}

/**
 * The merged tokens with every text/background pair that fails WCAG AA put back to the default colours
 * (theme/contrast.ts), each named in a console warning: no partner file or query makes text unreadable.
 */
function readableTokens(
  tokens: Tokens,
  { describeFailure, ensureContrast }: typeof import('./contrast.ts'),
): Tokens {
  return ensureContrast(tokens, defaultTokens, (failure) =>
    console.warn(`Theme: ${describeFailure(failure)}; using the default colours for this pair.`),
  );
}
