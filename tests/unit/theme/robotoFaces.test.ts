// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { latin as robotoLatinRange } from '@fontsource/roboto/unicode.json';
import enUS from '../../../src/i18n/messages/en-US.json';
import zhCN from '../../../src/i18n/messages/zh-CN.json';
import { ROBOTO_PARTS } from '../../../theme/robotoFaces.ts';
import { charactersOf, rangeCovers } from '../../../theme/unicodeRange.ts';
import { FONTS_DIR, robotoFaceFiles } from '../../../scripts/roboto-faces.ts';

const inRobotoLatin = (text: string) =>
  [...new Set(text)].filter((char) => rangeCovers(robotoLatinRange, char));

describe("the app's Roboto faces", () => {
  it('are in theme/fonts as scripts/roboto-faces.ts cuts them from the installed @fontsource/roboto', async () => {
    const stale: string[] = [];
    for (const [name, content] of await robotoFaceFiles()) {
      const file = path.join(FONTS_DIR, name);
      if (!fs.existsSync(file) || !Buffer.from(content).equals(fs.readFileSync(file))) stale.push(name);
    }
    expect(stale, 'stale or missing in theme/fonts: run `npm run fonts`').toEqual([]);
  });

  it("split @fontsource's Latin range in two, with nothing left out and nothing twice", () => {
    const core = charactersOf(ROBOTO_PARTS.core);
    const rest = charactersOf(ROBOTO_PARTS.rest);
    expect([...core].filter((char) => rangeCovers(ROBOTO_PARTS.rest, char))).toEqual([]);
    expect([...core, ...rest].sort()).toEqual([...charactersOf(robotoLatinRange)].sort());
  });

  it("draw every message of both catalogues and the app's formatted amounts and dates from the core faces", () => {
    const formatted = ['en-US', 'zh-CN'].flatMap((locale) => [
      ...['USD', 'EUR', 'GBP', 'JPY', 'CNY'].map((currency) =>
        new Intl.NumberFormat(locale, { style: 'currency', currency }).format(-1234.5),
      ),
      new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date()),
      new Intl.NumberFormat(locale, { style: 'percent' }).format(0.015),
    ]);
    const texts = [...Object.values(enUS), ...Object.values(zhCN), ...formatted].join('');
    const outsideCore = inRobotoLatin(texts).filter((char) => !rangeCovers(ROBOTO_PARTS.core, char));
    expect(outsideCore).toEqual([]);
    // What the rest faces are for: a buyer's name or a country's.
    expect(
      inRobotoLatin('Zoë Müller, Côte d’Ivoire').filter((c) => !rangeCovers(ROBOTO_PARTS.core, c)),
    ).toEqual(['ë', 'ü', 'ô']);
  });
});
