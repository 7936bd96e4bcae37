import defaults from './tokens.json';
import type { ColorSchemeTokens, PartnerTokens, SchemeName, Tokens } from './types.ts';
import type { PartnerFile } from './partnerFile.ts';
import schema from './tokens.schema.json';
import { partnerById, partnerIds } from './partners.ts';

/** The plugin-color-* query parameters an embedding partner may pass, and the colour tokens each sets. */
export const QUERY_COLOR_TOKENS: Record<string, Array<keyof ColorSchemeTokens>> = {
  'plugin-color-text-1': ['textPrimary'],
  'plugin-color-text-2': ['textSecondary'],
  'plugin-prompt-color-text': ['promptText'],
  'plugin-color-button': ['primary'],
  'plugin-color-button-text': ['primaryContrast'],
  // The widget's background is everything behind its content.
  'plugin-color-background': ['page', 'surface', 'topBarBackground'],
};

export const defaultTokens = defaults as Tokens;

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

const colorPattern = new RegExp(schema.definitions.color.pattern);

/**
 * A colour from a query parameter, or undefined when it is not one the theme accepts. Hex may come
 * without its '#', since a bare '#' in a query string would start the URL's fragment.
 */
export function parseColor(raw: string | null | undefined): string | undefined {
  if (!raw) return undefined;
  const value = raw.trim();
  const withHash = /^[0-9a-fA-F]{3,8}$/.test(value) ? `#${value}` : value;
  return withHash.length <= 64 && colorPattern.test(withHash) ? withHash : undefined;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Deep merge: objects merge key by key, anything else (arrays included) replaces. */
function merge<T>(base: T, override: unknown): T {
  if (!isRecord(base) || !isRecord(override)) return (override === undefined ? base : override) as T;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) out[key] = merge(out[key], value);
  return out as T;
}

/** The colour overrides carried by the query, applied to both schemes; invalid colours are reported and skipped. */
export function queryColorOverrides(query: URLSearchParams): PartnerTokens {
  const colors: Partial<ColorSchemeTokens> = {};
  for (const [param, keys] of Object.entries(QUERY_COLOR_TOKENS)) {
    const raw = query.get(param);
    if (raw === null) continue;
    const color = parseColor(raw);
    if (color === undefined) {
      console.warn(
        `Theme: ignored ${param}=${JSON.stringify(raw)}: not a CSS colour (hex, rgb(), rgba(), hsl() or hsla()).`,
      );
      continue;
    }
    for (const key of keys) colors[key] = color;
  }
  if (Object.keys(colors).length === 0) return {};
  const schemes: Partial<Record<SchemeName, Partial<ColorSchemeTokens>>> = { light: colors, dark: colors };
  return { colorSchemes: schemes };
}

/** Merges defaults < partner file < query colours. The partner file must already be valid. */
export function mergeTokens(
  base: Tokens,
  partner: PartnerTokens | undefined,
  query: URLSearchParams,
): Tokens {
  return merge(merge(base, partner), queryColorOverrides(query));
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

/** The tokens the app shows: defaults < the tokens of theme/partners/<partnerId>.json < plugin-color-* query parameters. */
export async function resolveTokens({ partnerId, query, loadPartner }: ResolveTokensInput): Promise<Tokens> {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const partner = partnerId
    ? await loadPartnerTokens(partnerId, loadPartner ?? partnerLoader(partnerId))
    : undefined;
  return mergeTokens(defaultTokens, partner, params);
}
