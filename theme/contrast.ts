import { getContrastRatio } from '@mui/material/styles';
import type { ColorSchemeTokens, SchemeName, Tokens } from './types.ts';

/**
 * WCAG 2.2 AA for a theme's colours: every text/background pair the app shows reaches 4.5:1, and controls
 * (the primary button's fill against the surface it sits on) 3:1 (SC 1.4.3 and 1.4.11). The tokens have no
 * colour used only for large text, so every text pair is held to 4.5:1. The page background around the app
 * column carries no text and is not checked.
 */
export const TEXT_RATIO = 4.5;
export const CONTROL_RATIO = 3;

export interface ColorPair {
  foreground: keyof ColorSchemeTokens;
  background: keyof ColorSchemeTokens;
  /** The least contrast ratio this pair must reach. */
  minimum: number;
}

const TEXT_BACKGROUNDS = ['surface', 'surfaceMuted', 'topBarBackground'] as const;

/** Every pair of colour tokens that meet on screen, with the ratio each must reach. */
export const COLOR_PAIRS: readonly ColorPair[] = [
  ...(['textPrimary', 'textSecondary', 'promptText'] as const).flatMap((foreground) =>
    TEXT_BACKGROUNDS.map((background) => ({ foreground, background, minimum: TEXT_RATIO })),
  ),
  // Status texts (field errors, delivered / failed labels) on the app column.
  ...(['success', 'warning', 'error', 'info'] as const).map((foreground) => ({
    foreground,
    background: 'surface' as const,
    minimum: TEXT_RATIO,
  })),
  { foreground: 'primaryContrast', background: 'primary', minimum: TEXT_RATIO },
  { foreground: 'primary', background: 'surface', minimum: CONTROL_RATIO },
];

export interface ContrastFailure extends ColorPair {
  scheme: SchemeName;
  ratio: number;
  foregroundColor: string;
  backgroundColor: string;
}

/** The contrast ratio of two CSS colours (alpha ignored: the colour as if opaque), 1 to 21. */
export const contrastRatio = (foreground: string, background: string): number =>
  getContrastRatio(foreground, background);

/** 'light textSecondary #999999 on surface #ffffff: 2.85:1, needs 4.5:1' */
export const describeFailure = (f: ContrastFailure): string =>
  `${f.scheme} ${f.foreground} ${f.foregroundColor} on ${f.background} ${f.backgroundColor}: ` +
  `${(Math.floor(f.ratio * 100) / 100).toFixed(2)}:1, needs ${f.minimum}:1`;

/** Every pair of both colour schemes that does not reach its ratio. */
export function contrastFailures(tokens: Pick<Tokens, 'colorSchemes'>): ContrastFailure[] {
  return (Object.keys(tokens.colorSchemes) as SchemeName[]).flatMap((scheme) => {
    const colors = tokens.colorSchemes[scheme];
    return COLOR_PAIRS.flatMap((pair) => {
      const ratio = contrastRatio(colors[pair.foreground], colors[pair.background]);
      return ratio >= pair.minimum
        ? []
        : [
            {
              ...pair,
              scheme,
              ratio,
              foregroundColor: colors[pair.foreground],
              backgroundColor: colors[pair.background],
            },
          ];
    });
  });
}

/**
 * The tokens with every failing pair put right by going back to the defaults' colours: the foreground
 * first (the background a partner chose stays when the default text reads on it), else the background,
 * else both. Repeats until nothing fails, since a background put back meets other foregrounds too; the
 * defaults themselves pass (a unit test holds them to it), so this ends at worst at the defaults.
 * `onFallback` hears each failure that was put right.
 */
export function ensureContrast(
  tokens: Tokens,
  defaults: Tokens,
  onFallback: (failure: ContrastFailure) => void = () => {},
): Tokens {
  const colorSchemes = {
    light: { ...tokens.colorSchemes.light },
    dark: { ...tokens.colorSchemes.dark },
  };
  for (let round = 0; round < COLOR_PAIRS.length; round += 1) {
    const failures = contrastFailures({ colorSchemes });
    if (failures.length === 0) break;
    for (const failure of failures) {
      const colors = colorSchemes[failure.scheme];
      const base = defaults.colorSchemes[failure.scheme];
      const { foreground: fg, background: bg, minimum } = failure;
      if (contrastRatio(colors[fg], colors[bg]) >= minimum) continue; // put right by an earlier fallback
      onFallback(failure);
      if (contrastRatio(base[fg], colors[bg]) >= minimum) colors[fg] = base[fg];
      else if (contrastRatio(colors[fg], base[bg]) >= minimum) colors[bg] = base[bg];
      else {
        colors[fg] = base[fg];
        colors[bg] = base[bg];
      }
    }
  }
  return { ...tokens, colorSchemes };
}
