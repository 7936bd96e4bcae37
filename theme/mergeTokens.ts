import defaults from './tokens.json';
import { COLOR_PATTERN } from './colorPattern.generated.ts';
import type { ColorSchemeTokens, PartnerTokens, SchemeName, Tokens } from './types.ts';

/** The merge of tokens (defaults < partner file < plugin-color-* query), free of the partner registry. */

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

const colorPattern = new RegExp(COLOR_PATTERN);

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
