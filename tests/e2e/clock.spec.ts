import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { freshBtcAddress, ordersFor, submitAddress, t } from './purchaseSupport.ts';

/**
 * The gateway's clock (issue 16): a device whose clock is 10 minutes off still counts the quote down from
 * its lifetime, renews it at 0, and an order made just before 0 is accepted. The device's time is
 * Playwright's clock, jumped forward by hand: no real minute is waited for.
 */

const countdown = (page: Page) => page.getByRole('timer');
const continueButton = (page: Page) =>
  page.getByRole('button', { name: t('en-US', 'quote.continue'), exact: true });

/** The seconds the countdown shows. */
async function secondsShown(page: Page): Promise<number> {
  const text = (await countdown(page).textContent()) ?? '';
  const [, minutes, seconds] = /(\d{2}):(\d{2})$/.exec(text) ?? [];
  return Number(minutes) * 60 + Number(seconds);
}

/**
 * A quote counting down from its lifetime (60 s, some seconds less by the time a busy machine reads it; the
 * bug showed 00:00 ten minutes fast and 10:5x ten minutes slow).
 */
async function freshQuote(page: Page): Promise<number> {
  await expect(countdown(page)).toHaveText(/ (01:00|00:5\d)$/, { timeout: 30_000 });
  await expect(continueButton(page)).toBeEnabled();
  return secondsShown(page);
}

for (const [label, skewMs] of [
  ['10 minutes fast', 10 * 60_000],
  ['10 minutes slow', -10 * 60_000],
] as const) {
  test(`a device clock ${label}: the countdown starts at the quote's lifetime, reaches 0, a new quote comes, an order made just before 0 is accepted`, async ({
    page,
    app,
  }) => {
    test.setTimeout(120_000);
    await page.clock.install({ time: Date.now() + skewMs });
    // An unknown path forwards to Edit with its query (the amount the link asked for).
    await page.goto('/no-such-page?sendCurrency=USD&sendCurrencyAmount=100');
    await expect(page).toHaveURL(/\/edit\?sendCurrency=USD&sendCurrencyAmount=100$/);

    // To 0: a new quote is asked for and counts down from its lifetime again.
    const first = await freshQuote(page);
    await page.clock.fastForward((first - 4) * 1000);
    await expect(countdown(page)).toHaveText(/ 00:0[1-4]$/);
    await page.clock.fastForward(4000);
    const second = await freshQuote(page);

    // The buyer goes on just before 0: the order made from that quote is accepted.
    await page.clock.fastForward((second - 4) * 1000);
    await expect(countdown(page)).toHaveText(/ 00:0[1-4]$/);
    await continueButton(page).click();
    // Edit's pay method travels to the order step, which passes by itself (SPEC §4).
    await expect(page).toHaveURL(/\/select-offer/);
    await page.getByRole('radio', { name: 'Topper', exact: true }).check();
    await page.getByRole('button', { name: t('en-US', 'order.flow.continue'), exact: true }).click();
    await expect(
      page.getByRole('radio', { name: t('en-US', 'forms.walletType.walletType.selfHosted') }),
    ).toBeVisible({ timeout: 20_000 }); // the lazily loaded wallet-type form, on a busy machine
    const address = freshBtcAddress();
    // Submit Address's Confirm makes the order.
    await submitAddress(page, 'en-US', address);
    await expect(page).toHaveURL(/\/wait-payment\?orderNo=\d{18}$/);
    expect(ordersFor(app.dataDir, address)).toMatchObject([{ status: 'Pending', offer_type: 'topper' }]);
  });
}
