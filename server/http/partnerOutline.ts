import { ensureContrast } from '../../theme/contrast.ts';
import { defaultTokens, mergeTokens } from '../../theme/mergeTokens.ts';
import type { Partner } from '../../theme/partnerFile.ts';

const OUTLINE_COLOURS = {
  '--boot-page': 'page',
  '--boot-surface': 'surface',
  '--boot-muted': 'surfaceMuted',
  '--boot-divider': 'divider',
} as const;

const colourRule = (tokens: typeof defaultTokens) => {
  const colours = tokens.colorSchemes[tokens.scheme];
  return Object.entries(OUTLINE_COLOURS)
    .map(([variable, token]) => `${variable}:${colours[token]}`)
    .join(';');
};

/**
 * Each partner's colours for the outline a page shows until the app's code has drawn its screen (index.html's
 * --boot-* variables): its theme's page, surface, muted surface and divider, after the contrast check the app
 * makes, as a style element for the page's head. A partner's buyer then sees the widget's outline in the
 * partner's colours, not the default theme's light page for two or three seconds on a slow phone. Partners
 * whose theme keeps the default colours have none; colours a link's query sets (plugin-color-*) show once the
 * app has drawn. The colours are those of the partner files, checked against their schema's colour pattern
 * when the gateway starts: nothing else can enter the element.
 */
export function partnerOutlineStyles(partners: readonly Partner[]): ReadonlyMap<string, string> {
  const defaults = colourRule(defaultTokens);
  return new Map(
    partners.flatMap((partner) => {
      const merged = mergeTokens(defaultTokens, partner.tokens, new URLSearchParams());
      const rule = colourRule(ensureContrast(merged, defaultTokens));
      return rule === defaults ? [] : [[partner.id, `<style>:root{${rule}}</style>`] as const];
    }),
  );
}

/** The page with an outline's style element at the end of its head. */
export const withOutlineStyle = (page: string, style: string): string =>
  page.replace('</head>', () => `${style}\n  </head>`);
