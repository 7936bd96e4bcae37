import fs from 'node:fs';

/**
 * The hosted card field's files: a static page and its script and style, in public/ beside this file so
 * Storybook can serve the very same files (staticDirs maps public/ to /sandbox).
 */
const read = (name: string) => fs.readFileSync(new URL(`./public/${name}`, import.meta.url), 'utf8');

export const CARD_FIELD_LOCALES = ['en-US', 'zh-CN'] as const;
export type CardFieldLocale = (typeof CARD_FIELD_LOCALES)[number];

const PAGE = read('card-field.html');
export const CARD_FIELD_SCRIPT = read('assets/card-field.js');
export const CARD_FIELD_STYLE = read('assets/card-field.css');

/** The page in a locale: the script fills in the texts; the document language is right from the start. */
export const cardFieldPage = (locale: CardFieldLocale) =>
  PAGE.replace('<html lang="en-US">', `<html lang="${locale}">`);
