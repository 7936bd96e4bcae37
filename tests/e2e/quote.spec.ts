import type { Page } from '@playwright/test';
import { confirmButton, fillAddress, freshBtcAddress } from './purchaseSupport.ts';
import { test, expect } from './support/fixtures.ts';

/** The quote screen as a buyer meets it: the built app against the real gateway. */

const payAmount = (page: Page) => page.getByLabel('You Pay', { exact: true });
const getAmount = (page: Page) => page.getByLabel('You get (estimate)', { exact: true });
const countdown = (page: Page) => page.getByRole('timer');

/** Waits for a quote: the get amount holds a positive number. */
async function expectEstimate(page: Page) {
  await expect(getAmount(page)).toHaveValue(/^0\.\d*[1-9]\d*$|^[1-9]\d*(\.\d+)?$/, { timeout: 10_000 });
}

test.describe('quote screen', () => {
  test('opening / shows 100 USD and a BTC estimate from the gateway, with the countdown running', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/edit$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Buy' })).toBeVisible();
    await expect(payAmount(page)).toHaveValue('100');
    await expect(page.getByRole('button', { name: 'USD, change currency' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'BTC, change currency' })).toBeVisible();
    await expectEstimate(page);

    await expect(countdown(page)).toHaveText(/^New quotes in \d{2}:\d{2}$/);
    const first = await countdown(page).textContent();
    await expect(countdown(page)).not.toHaveText(first ?? '', { timeout: 3_000 });

    await expect(page.getByRole('radiogroup', { name: /payment method/i })).toBeVisible();
    await expect(page.getByText(/Total fees/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  test('the crypto picker searches by symbol, jumps by letter, shows the empty state, and changes the quote', async ({
    page,
  }) => {
    await page.goto('/edit');
    await expectEstimate(page);
    await page.getByRole('button', { name: 'BTC, change currency' }).click();
    const picker = page.getByRole('dialog', { name: 'Select a crypto' });
    await expect(picker).toBeVisible();
    await expect(picker.getByText('Popular', { exact: true })).toBeVisible();

    const search = picker.getByRole('searchbox', { name: 'Search by symbol' });
    await search.fill('zzzz');
    await expect(
      picker.getByText('It appears no result that matches your search. Please try another.'),
    ).toBeVisible();

    await search.fill('');
    await picker.getByRole('button', { name: 'Jump to U' }).click();
    await expect(picker.getByRole('button', { name: /^UNI\b/ })).toBeInViewport();

    await search.fill('eTh');
    await expect(picker.getByRole('button', { name: /^ETH\b/ }).first()).toBeVisible();
    await expect(picker.getByRole('button', { name: /^BTC\b/ })).toHaveCount(0);
    await picker.getByRole('button', { name: /^ETH Ethereum \(ERC20\) Ethereum$/ }).click();

    await expect(picker).toBeHidden();
    await expect(page.getByRole('button', { name: 'ETH, change currency' })).toBeVisible();
    await expectEstimate(page);
    await expect(payAmount(page)).toHaveValue('100');
  });

  test('the pay currency picker changes what the buyer pays with', async ({ page }) => {
    await page.goto('/edit');
    await expectEstimate(page);
    await page.getByRole('button', { name: 'USD, change currency' }).click();
    const picker = page.getByRole('dialog', { name: 'Select a currency' });
    await picker.getByRole('searchbox', { name: 'Search by symbol' }).fill('eur');
    await picker.getByRole('button', { name: /^EUR\b/ }).click();
    await expect(page.getByRole('button', { name: 'EUR, change currency' })).toBeVisible();
    await expectEstimate(page);
    await expect(page.getByText(/Total fees\s*[\d.,]+ EUR/)).toBeVisible();
  });

  test('amounts below the minimum and above the maximum show the limit messages and disable Continue', async ({
    page,
  }) => {
    await page.goto('/edit');
    await expectEstimate(page);
    const continueButton = page.getByRole('button', { name: 'Continue' });

    await payAmount(page).fill('5');
    await payAmount(page).blur();
    await expect(page.getByText('Min. amount is 20 USD')).toBeVisible();
    await expect(payAmount(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(getAmount(page)).toHaveValue('');
    await expect(continueButton).toBeDisabled();
    await expect(countdown(page)).toHaveCount(0);

    await payAmount(page).fill('50000');
    await payAmount(page).blur();
    await expect(page.getByText('Max. amount is 20000 USD')).toBeVisible();
    await expect(continueButton).toBeDisabled();

    await getAmount(page).fill('1');
    await getAmount(page).blur();
    await expect(page.getByText('Max. amount is 0.26 BTC')).toBeVisible();
    await expect(payAmount(page)).toHaveValue('');

    await payAmount(page).fill('0');
    await payAmount(page).blur();
    await expect(page.getByText('Please enter the amount')).toBeVisible();

    await payAmount(page).fill('250');
    await payAmount(page).blur();
    await expectEstimate(page);
    await expect(page.getByText(/amount is|Please enter/)).toHaveCount(0);
    await expect(continueButton).toBeEnabled();
  });

  test('/buy/ETH?sendCurrency=EUR&sendCurrencyAmount=250 locks EUR 250 and ETH', async ({ page }) => {
    await page.goto('/buy/ETH?sendCurrency=EUR&sendCurrencyAmount=250');
    await expect(payAmount(page)).toHaveValue('250');
    await expect(payAmount(page)).toHaveAttribute('readonly', '');
    await expect(page.getByRole('button', { name: 'EUR, change currency' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'ETH, change currency' })).toBeDisabled();
    await expect(page.getByRole('img', { name: 'This amount is fixed and cannot be changed' })).toBeVisible();
    await expectEstimate(page);

    await payAmount(page).press('1');
    await expect(payAmount(page)).toHaveValue('250');
    await expect(getAmount(page)).not.toHaveAttribute('readonly', '');
  });

  test('Continue goes on to the order step with the quote', async ({ page }) => {
    await page.goto('/edit');
    await expectEstimate(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/(order|select-offer)/);
  });

  test.describe('the steps Continue leads to', () => {
    /** The chunks of the order step's and Select Offer's screens among the scripts a page requested. */
    const stepChunks = (scripts: string[]) =>
      scripts.filter((url) => /\/assets\/(Order|SelectOffer)-[\w-]+\.js$/.test(url)).length;

    function scriptsOf(page: Page): string[] {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      return scripts;
    }

    test('their code arrives while the quote is shown, so Continue waits for none; on Select Offer, the address step’s and its form’s; on the address step, the checkout’s', async ({
      page,
    }) => {
      const scripts = scriptsOf(page);
      await page.goto('/edit');
      await expectEstimate(page);
      await expect.poll(() => stepChunks(scripts)).toBe(2);

      let before = scripts.length;
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('heading', { name: 'Select Provider' })).toBeVisible();
      expect(stepChunks(scripts.slice(before))).toBe(0);

      // The address step's chunk, then its schema form's (the form's module and the lazy form itself).
      const named = (name: string) => scripts.filter((url) => url.includes(`/assets/${name}-`)).length;
      await expect.poll(() => named('SubmitAddress')).toBe(1);
      await expect.poll(() => named('SchemaForm')).toBe(2);
      before = scripts.length;
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('heading', { name: /^Where should we send your/ })).toBeVisible();
      await expect(page.getByRole('radio', { name: 'Self-hosted wallet' })).toBeVisible();
      // Nothing of its own (what follows it is being fetched by now).
      expect(
        scripts.slice(before).filter((url) => /\/assets\/(SubmitAddress|SchemaForm)-/.test(url)),
      ).toEqual([]);

      // Confirm's step, this offer's checkout, while the address is typed.
      await expect.poll(() => named('WaitPayment')).toBe(1);
      await fillAddress(page, 'en-US', freshBtcAddress());
      before = scripts.length;
      await confirmButton(page, 'en-US').click();
      await expect(page.getByRole('heading', { name: /^Complete your payment with/ })).toBeVisible();
      expect(scripts.slice(before)).toEqual([]);
    });

    test('a buyer saving data fetches them only on Continue', async ({ page }) => {
      await page.addInitScript(() =>
        Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true }),
      );
      const scripts = scriptsOf(page);
      await page.goto('/edit');
      await expectEstimate(page);
      // The picker's code comes in the same idle callback as theirs would.
      await expect.poll(() => scripts.some((url) => /\/assets\/CurrencyPicker-/.test(url))).toBe(true);
      await page.waitForTimeout(500);
      expect(stepChunks(scripts)).toBe(0);

      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('heading', { name: 'Select Provider' })).toBeVisible();
      expect(stepChunks(scripts)).toBe(2);
    });
  });
});
