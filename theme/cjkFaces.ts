import { latin as robotoLatinRange } from '@fontsource/roboto/unicode.json';
import { complementOf } from './unicodeRange.ts';

/**
 * The tokens' CJK fallback families, gathered into one font family that covers only what the bundled Roboto
 * subset lacks. Listed by name in the stack, they also stood in for Roboto's Latin glyphs while Roboto was
 * loading: an English page then laid out its first screen in a CJK collection (Noto Sans CJK is 20 MB), its
 * first layout up to three times as long as in the system's sans-serif. A `unicode-range` keeps that from
 * happening while Chinese text, in a page of either language, is still drawn in a Simplified Chinese face (the
 * system's own fallback for Han in an English page picks Japanese forms).
 */
export const CJK_FAMILY = 'bc-cjk';

const WEIGHTS = ['regular', 'medium', 'bold'] as const;
type Weight = (typeof WEIGHTS)[number];

/**
 * `local()` matches a face's full or PostScript name, not its family. Most faces are named "<family> <style>"
 * (the regular one often just "<family>"); these are the ones that are not.
 */
const LOCAL_NAMES: Record<string, Record<Weight, string[]>> = {
  'PingFang SC': {
    regular: ['PingFangSC-Regular', 'PingFang SC Regular'],
    medium: ['PingFangSC-Medium', 'PingFang SC Medium'],
    bold: ['PingFangSC-Semibold', 'PingFang SC Semibold'],
  },
  'Hiragino Sans GB': {
    regular: ['HiraginoSansGB-W3', 'Hiragino Sans GB W3'],
    medium: [],
    bold: ['HiraginoSansGB-W6', 'Hiragino Sans GB W6'],
  },
  'Microsoft YaHei': {
    regular: ['Microsoft YaHei', 'MicrosoftYaHei'],
    medium: [],
    bold: ['Microsoft YaHei Bold', 'MicrosoftYaHei-Bold'],
  },
};

const STYLE_NAMES: Record<Weight, string[]> = {
  regular: ['', ' Regular'],
  medium: [' Medium'],
  bold: [' Bold'],
};

function localNames(family: string, weight: Weight): string[] {
  return LOCAL_NAMES[family]?.[weight] ?? STYLE_NAMES[weight].map((style) => family + style);
}

/**
 * One `@font-face` per weight the theme uses. A face's sources are tried in order and the first one installed
 * is used: each family at that weight in the tokens' order, then each family's regular face, so a machine
 * without a bold CJK face still draws Chinese in a Chinese face.
 */
export function cjkFontFaces(families: string[], weights: Record<Weight, number>): string {
  const unicodeRange = complementOf(robotoLatinRange);
  return WEIGHTS.map((weight) => {
    const names = [
      ...families.flatMap((f) => localNames(f, weight)),
      ...families.flatMap((f) => localNames(f, 'regular')),
    ];
    const src = [...new Set(names)].map((name) => `local("${name}")`).join(', ');
    return `@font-face{font-family:"${CJK_FAMILY}";font-weight:${weights[weight]};src:${src};unicode-range:${unicodeRange};}`;
  }).join('\n');
}
