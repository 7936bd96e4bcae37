/**
 * Writes theme/fonts/: the app's Roboto faces (theme/robotoFaces.ts says which) cut from @fontsource/roboto's
 * Latin files with HarfBuzz (subset-font), and the stylesheet that names them. The cut drops the TrueType
 * hinting instructions, about 30% of each file: Android, iOS, macOS and Chromium on Linux draw without them
 * (the last with FreeType's light auto-hinter), as Google Fonts serves Roboto unhinted to all but Windows.
 * The files are committed so the dev server, Storybook and the build read the same faces;
 * tests/unit/theme/robotoFaces.test.ts fails when they differ from what this script writes from the
 * installed packages.
 * `npm run fonts` (after a change of the parts or an update of @fontsource/roboto).
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import subsetFont from 'subset-font';
import {
  ROBOTO_PARTS,
  ROBOTO_WEIGHTS,
  robotoFaceFile,
  robotoFacesCss,
  type RobotoPart,
} from '../theme/robotoFaces.ts';
import { charactersOf } from '../theme/unicodeRange.ts';

export const FONTS_DIR = path.resolve(import.meta.dirname, '../theme/fonts');
const FACES_STYLESHEET = 'roboto.css';

const fontsourceFile = (weight: number) =>
  path.resolve(
    import.meta.dirname,
    `../node_modules/@fontsource/roboto/files/roboto-latin-${weight}-normal.woff2`,
  );

// @types/subset-font (2.3) predates subset-font's noHinting option.
const CUT: Parameters<typeof subsetFont>[2] & { noHinting: boolean } = {
  targetFormat: 'woff2',
  noHinting: true,
};

/** Each file of theme/fonts/ by name, with its content. */
export async function robotoFaceFiles(): Promise<Map<string, Uint8Array>> {
  const files = new Map<string, Uint8Array>([[FACES_STYLESHEET, Buffer.from(robotoFacesCss())]]);
  for (const weight of ROBOTO_WEIGHTS) {
    const latin = fs.readFileSync(fontsourceFile(weight));
    for (const part of Object.keys(ROBOTO_PARTS) as RobotoPart[])
      files.set(robotoFaceFile(weight, part), await subsetFont(latin, charactersOf(ROBOTO_PARTS[part]), CUT));
  }
  return files;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  fs.mkdirSync(FONTS_DIR, { recursive: true });
  for (const [name, content] of await robotoFaceFiles()) {
    fs.writeFileSync(path.join(FONTS_DIR, name), content);
    console.log(`${String(content.length).padStart(6)} B  theme/fonts/${name}`);
  }
}
