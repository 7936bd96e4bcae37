import { expect, type Page } from '@playwright/test';

/**
 * Three or more Latin-letter words in a row: an English sentence (or a piece of one). Names, e-mail addresses,
 * currency codes and the like are single tokens and pass.
 */
const LATIN_SENTENCE = /\b[A-Za-z]{2,}(?:[ ,.'’]+[A-Za-z]{2,}){2,}\b/;

/** The page's visible text has no English sentence: what a zh-CN buyer reads is Chinese only. */
export async function expectNoEnglish(page: Page): Promise<void> {
  const text = await page.locator('body').innerText();
  expect(text.match(LATIN_SENTENCE)?.[0], 'English on a zh-CN page').toBeUndefined();
}
