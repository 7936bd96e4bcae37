import type { Tokens } from './types.ts';
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

export { partnerIds };

export interface ResolveTokensInput {
  partnerId?: string | null;
  query: URLSearchParams | string;
  /** Replaces the partner's bundled file (tests). */
  partnerFile?: PartnerFile;
}

/**
 * The tokens the app shows: defaults < the tokens of theme/partners/<partnerId>.json < plugin-color-* query
 * parameters, then every unreadable colour pair back to the defaults.
 */
export async function resolveTokens({ partnerId, query, partnerFile }: ResolveTokensInput): Promise<Tokens> {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  // The partner files are bundled as the build checked them (scripts/checkPartnerFiles.ts): their tokens
  // apply as they are, with no validator in the app.
  const partner = partnerId ? (partnerFile ?? partnerById(partnerId))?.tokens : undefined;
  const queryColours = Object.keys(QUERY_COLOR_TOKENS).some((param) => params.has(param));
  if (!partner && !queryColours) return defaultTokens;
  // The defaults pass the contrast check (a unit test keeps them so): the check is loaded only for a partner's
  // or a query's colours, which keeps it out of most visits' first load.
  return readableTokens(mergeTokens(defaultTokens, partner, params), await import('./contrast.ts'));
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
