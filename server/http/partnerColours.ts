import { ensureContrast } from '../../theme/contrast.ts';
import { defaultTokens, mergeTokens } from '../../theme/mergeTokens.ts';
import type { Partner } from '../../theme/partnerFile.ts';
import type { Tokens } from '../../theme/types.ts';

/** index.html's outline colours (its --boot-* variables), each a colour token of the theme's scheme. */
const OUTLINE_COLOURS = {
  '--boot-page': 'page',
  '--boot-surface': 'surface',
  '--boot-muted': 'surfaceMuted',
  '--boot-divider': 'divider',
} as const;

/** What a page asked with a partner shows in the partner's colours before the app's code has drawn. */
export interface PartnerPageColours {
  /** A style element setting the outline's colours. */
  style: string;
  /** The browser's colour around the page (its theme-color): the top bar's. */
  themeColor: string;
}

function pageColours(tokens: Tokens): PartnerPageColours {
  const colours = tokens.colorSchemes[tokens.scheme];
  const rule = Object.entries(OUTLINE_COLOURS)
    .map(([variable, token]) => `${variable}:${colours[token]}`)
    .join(';');
  return { style: `<style>:root{${rule}}</style>`, themeColor: colours.topBarBackground };
}

/**
 * Each partner's colours for a page before the app's code has drawn its screen: the outline's (its theme's
 * page, surface, muted surface and divider) and the browser's around it (its top bar's), after the contrast
 * check the app makes. A partner's buyer then sees the outline in the partner's colours, not the default
 * theme's light page for two or three seconds on a slow phone. Partners whose theme keeps the default colours
 * have none; colours a link's query sets (plugin-color-*) show once the app has drawn. The colours are those
 * of the partner files, checked against their schema's colour pattern when the gateway starts: nothing else
 * can enter the page.
 */
export function partnerPageColours(partners: readonly Partner[]): ReadonlyMap<string, PartnerPageColours> {
  const defaults = pageColours(defaultTokens);
  return new Map(
    partners.flatMap((partner) => {
      const merged = mergeTokens(defaultTokens, partner.tokens, new URLSearchParams());
      const colours = pageColours(ensureContrast(merged, defaultTokens));
      const same = colours.style === defaults.style && colours.themeColor === defaults.themeColor;
      return same ? [] : [[partner.id, colours] as const];
    }),
  );
}

const THEME_COLOR = /<meta name="theme-color" content="[^"]*"/;

/** The page in a partner's colours: its outline's style at the end of its head, its theme-color. */
export const withPartnerColours = (page: string, colours: PartnerPageColours): string =>
  page
    .replace(THEME_COLOR, () => `<meta name="theme-color" content="${colours.themeColor}"`)
    .replace('</head>', () => `${colours.style}\n  </head>`);
