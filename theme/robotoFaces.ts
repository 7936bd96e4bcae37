import { latin as robotoLatinRange } from '@fontsource/roboto/unicode.json';
import { rangeWithout } from './unicodeRange.ts';

/**
 * The app's Roboto: @fontsource's Latin subset, split in two faces per weight (scripts/roboto-faces.ts writes
 * them to theme/fonts/). `core` has what the app's own texts and formatted numbers use: ASCII, the
 * punctuation and signs of Latin-1 and of General Punctuation, the euro, trademark and minus signs. It is
 * what a first visit fetches (index.html preloads all three), about 10.5 KB a weight instead of 22.
 * `rest` (accented letters and the few others) is fetched only by a page that shows one of them: a buyer's
 * name, a country.
 */
export const ROBOTO_WEIGHTS = [400, 500, 700] as const;
export type RobotoWeight = (typeof ROBOTO_WEIGHTS)[number];

const CORE = 'U+0020-007E, U+00A0-00BF, U+00D7, U+00F7, U+2000-206F, U+20AC, U+2122, U+2212';
export const ROBOTO_PARTS = { core: CORE, rest: rangeWithout(robotoLatinRange, CORE) } as const;
export type RobotoPart = keyof typeof ROBOTO_PARTS;

export const robotoFaceFile = (weight: RobotoWeight, part: RobotoPart) =>
  `roboto-latin-${weight}-${part}.woff2`;

/** The stylesheet of the faces, each file named relative to it. */
export function robotoFacesCss(): string {
  return ROBOTO_WEIGHTS.flatMap((weight) =>
    (Object.keys(ROBOTO_PARTS) as RobotoPart[]).map(
      (part) =>
        `@font-face {\n  font-family: Roboto;\n  font-style: normal;\n  font-display: swap;\n  font-weight: ${weight};\n` +
        `  src: url(./${robotoFaceFile(weight, part)}) format('woff2');\n  unicode-range: ${ROBOTO_PARTS[part]};\n}\n`,
    ),
  ).join('');
}
