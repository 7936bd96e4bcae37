import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { confirmCardPurchase, logIn, t, type Locale } from './purchaseSupport.ts';

/**
 * The account pages end to end in the browser against the real gateway (issue 9): a buyer pays with a
 * card saved by an earlier payment and then deletes that card on Saved cards; switches the language in
 * Settings and finds it kept after a reload; logs out from Settings, after which the gateway refuses the
 * old token (5002).
 *
 * Journeys whose words are the point run in both languages; one that checks a mechanism runs in one of them
 * (`if (locale === …)`), the journeys taking turns, which keeps CI's run within its 30 minutes.
 */
const API = '/gateway/buying';
const CARD_NUMBER = '4242424242424242';
const MASKED = '**** **** **** 4242';

/** Personal information that passes the form schema and the reference checks (the KYC journeys type it into the form). */
const PERSONAL_INFO = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  dateOfBirth: '1990-12-10',
  citizenship: 'DE',
  city: 'Berlin',
  purpose: 'investment',
  contactNumber: '+49301234567',
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The token the app keeps for the logged-in buyer (local storage 'userInfo'). */
const storedToken = (page: Page) =>
  page.evaluate(
    () => (JSON.parse(localStorage.getItem('userInfo') ?? '{}') as { authToken?: string }).authToken ?? '',
  );

/** Calls the buying API as an outside client would (not through the app), with the given token. */
async function callGateway(page: Page, endpoint: string, form: Record<string, string>) {
  const res = await page.request.post(`${API}/${endpoint}`, { form });
  return (await res.json()) as { respCode: number; respMessage: string; data?: unknown };
}

/** The Pay button of the card pages, whatever the amount's format. */
const payButton = (page: Page, locale: Locale) =>
  page.getByRole('button', {
    name: new RegExp(
      `^${escape(t(locale, 'cards.pay', { amount: '§', currency: 'USD' })).replace('§', '[\\d.,]+')}$`,
    ),
  });

async function pickCountry(page: Page, label: string, country: string): Promise<void> {
  const box = page.getByRole('combobox', { name: new RegExp(label) });
  await box.fill(country);
  await page
    .getByRole('option', { name: new RegExp(country) })
    .first()
    .click();
}

/** Enter Card: billing address, then 4242 typed into the provider's frame, "Save this card" ticked, paid. */
async function payWithNewSavedCard(page: Page, locale: Locale): Promise<void> {
  await expect(page).toHaveURL(/\/enter-card/, { timeout: 15_000 });
  await pickCountry(page, t(locale, 'forms.billingAddress.country'), locale === 'zh-CN' ? '德国' : 'Germany');
  const city = page.getByRole('combobox', { name: new RegExp(t(locale, 'forms.billingAddress.city')) });
  await city.fill('Berlin');
  await city.press('Enter');
  await page
    .getByRole('textbox', { name: new RegExp(t(locale, 'forms.billingAddress.zipCode')) })
    .fill('10115');
  await page
    .getByRole('textbox', { name: new RegExp(t(locale, 'forms.billingAddress.address')) })
    .fill('Unter den Linden 1');
  const field = page.frameLocator(`iframe[title="${t(locale, 'cards.enter.cardFieldTitle')}"]`);
  await field.locator('#number').fill(CARD_NUMBER);
  await field.locator('#expiry').fill('12/39');
  await field.locator('#cvc').fill('123');
  await page.getByRole('checkbox', { name: t(locale, 'cards.enter.saveCard') }).check();
  await payButton(page, locale).click();
}

async function expectPaid(page: Page, locale: Locale): Promise<void> {
  await expect(page).toHaveURL(/\/payment-status\?orderNo=\d{18}/, { timeout: 20_000 });
  await expect(
    page.getByRole('heading', { level: 2, name: t(locale, 'order.paymentStatus.successTitle') }),
  ).toBeVisible({ timeout: 15_000 });
}

/** Settings: through the menu on Edit as a buyer finds it, or by its address. */
async function openSettings(page: Page, locale: Locale, { fromMenu = false } = {}): Promise<void> {
  if (fromMenu) {
    await page.goto('/edit');
    const menuButton = page.getByRole('button', { name: t(locale, 'shell.menu.open') });
    const menu = page.getByRole('navigation', { name: t(locale, 'shell.menu.title') });
    // The quote screen may still be loading on a busy machine: press again until the drawer is there.
    await expect(async () => {
      if (!(await menu.isVisible())) await menuButton.click({ timeout: 5_000 });
      await expect(menu).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await menu.getByRole('link', { name: t(locale, 'shell.menu.settings') }).click();
  } else {
    await page.goto('/settings');
  }
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: t(locale, 'routes.settings.title') })).toBeVisible(
    { timeout: 15_000 },
  );
}

for (const locale of ['en-US', 'zh-CN'] as const satisfies readonly Locale[]) {
  const other: Locale = locale === 'en-US' ? 'zh-CN' : 'en-US';

  test.describe(`Settings and saved cards (${locale})`, () => {
    test.use({ locale });

    if (locale === 'zh-CN')
      test('pays with a saved card, then deletes that card on Saved cards', async ({ page, app }) => {
        // Two purchases with the card form and the hosted field: minutes on a busy 2-core machine.
        test.setTimeout(240_000);
        await logIn(page, locale, app.origin);
        // The personal information was given before (the KYC journeys fill its form): 100 USD needs nothing more.
        expect(
          (await callGateway(page, 'addKyc', { ...PERSONAL_INFO, authToken: await storedToken(page) }))
            .respCode,
        ).toBe(200);

        // First purchase: no saved card yet, so Enter Card, where the card is saved while paying.
        await confirmCardPurchase(page, locale, 100);
        await payWithNewSavedCard(page, locale);
        await expectPaid(page, locale);

        // Second purchase: Select Card offers the saved card (the only one, so chosen), and Pay uses it.
        await confirmCardPurchase(page, locale, 100);
        await expect(page).toHaveURL(/\/select-card/, { timeout: 15_000 });
        const savedCard = page.getByRole('radio', { name: /4242/ });
        await expect(savedCard).toBeChecked({ timeout: 15_000 });
        await payButton(page, locale).click();
        await expectPaid(page, locale);
        const token = await storedToken(page);
        const cards = (await callGateway(page, 'cardList', { authToken: token })).data as Array<{
          id: string;
          last4: string;
        }>;
        expect(cards.map((card) => card.last4)).toEqual(['4242']);

        // Settings (from the menu) → Saved cards: the card, then Delete asks with the masked number.
        await openSettings(page, locale, { fromMenu: true });
        await page.getByRole('link', { name: t(locale, 'settings.saved.cards') }).click();
        await expect(page).toHaveURL(/\/cards$/);
        const list = page.getByRole('list', { name: t(locale, 'cards.list.label') });
        await expect(list.getByRole('listitem')).toHaveCount(1);
        await expect(list.getByRole('listitem').first()).toContainText('Visa');
        await expect(list.getByRole('listitem').first()).toContainText(MASKED);
        await list
          .getByRole('button', { name: t(locale, 'cards.list.delete', { card: `Visa ${MASKED}` }) })
          .click();
        const dialog = page.getByRole('dialog', { name: t(locale, 'cards.list.confirmTitle') });
        await expect(dialog).toContainText(
          t(locale, 'cards.list.confirmText', { number: `Visa ${MASKED}` }).replace(/<\/?card>/g, ''),
        );
        await dialog
          .getByRole('button', { name: t(locale, 'cards.list.confirmDelete'), exact: true })
          .click();
        await expect(
          page.getByRole('alert').filter({ hasText: t(locale, 'cards.list.deleted') }),
        ).toBeVisible();
        await expect(page.getByText(t(locale, 'cards.list.empty'))).toBeVisible();

        // The gateway has it no more.
        expect((await callGateway(page, 'cardList', { authToken: token })).data).toEqual([]);
        await page.reload();
        await expect(page.getByText(t(locale, 'cards.list.empty'))).toBeVisible({ timeout: 15_000 });
      });

    // One login for both: the language is switched, then the buyer logs out in the language they switched to
    // (so each language's journey logs out in the other one, and both are covered).
    if (locale === 'en-US')
      test(`switches the language to ${other} in Settings without a reload, and keeps it after one; then logs out from Settings, and the gateway refuses the old token`, async ({
        page,
        app,
      }) => {
        test.setTimeout(180_000);
        await logIn(page, locale, app.origin);
        await openSettings(page, locale);
        await expect(page.getByText(t(locale, 'settings.email.label'))).toBeVisible();
        // A mark on the page: still there after the switch means no reload happened.
        await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
        const name = t(locale, other === 'zh-CN' ? 'settings.language.zhCN' : 'settings.language.enUS');
        await page.getByRole('radio', { name }).check();
        await expect(
          page.getByRole('heading', { level: 1, name: t(other, 'routes.settings.title') }),
        ).toBeVisible();
        await expect(page.getByText(t(other, 'settings.email.label'))).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', other);
        expect(
          await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
        ).toBe(true);

        await page.reload();
        await expect(
          page.getByRole('heading', { level: 1, name: t(other, 'routes.settings.title') }),
        ).toBeVisible({ timeout: 15_000 });
        await expect(page.getByRole('radio', { name })).toBeChecked();
        // Elsewhere in the app too, and on the next visit (a new page of the same browser).
        const next = await page.context().newPage();
        await next.goto('/edit');
        await expect(next.getByRole('button', { name: t(other, 'quote.continue'), exact: true })).toBeVisible(
          {
            timeout: 15_000,
          },
        );
        await next.close();

        // Log Out on Settings, in the language now shown.
        await logOutFromSettings(page, other);
      });
  });
}

/** On Settings in `locale`, logged in: Log Out there, and the gateway refuses the old token afterwards. */
async function logOutFromSettings(page: Page, locale: Locale): Promise<void> {
  const token = await storedToken(page);
  expect((await callGateway(page, 'authInfo', { authToken: token })).respCode).toBe(200);

  await page.getByRole('button', { name: t(locale, 'settings.logOut') }).click();
  const dialog = page.getByRole('dialog', { name: t(locale, 'shell.logout.title') });
  await expect(dialog).toContainText(t(locale, 'shell.logout.question'));
  const loggedOut = page.waitForResponse((response) => response.url().endsWith(`${API}/logout`));
  // 'Log out' shows for 2 s, which a busy machine may spend loading Edit: every alert shown is noted as it appears.
  await page.evaluate(() => {
    const seen: string[] = [];
    Object.assign(window, { __alertsSeen: seen });
    new MutationObserver(() => {
      for (const alert of document.querySelectorAll('[role="alert"]'))
        if (alert.textContent && !seen.includes(alert.textContent)) seen.push(alert.textContent);
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await dialog.getByRole('button', { name: t(locale, 'shell.logout.confirm'), exact: true }).click();
  expect((await (await loggedOut).json()).respCode).toBe(200);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __alertsSeen: string[] }).__alertsSeen))
    .toContain(t(locale, 'shell.logout.done'));
  // Settings is for logged-in buyers: the logout leaves it for the quote, not for Login.
  await expect(page).toHaveURL(/\/edit$/);
  await expect(page.getByRole('button', { name: t(locale, 'quote.continue'), exact: true })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page).toHaveURL(/\/edit$/);
  expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();

  expect(await callGateway(page, 'authInfo', { authToken: token })).toMatchObject({ respCode: 5002 });
  expect(await callGateway(page, 'cardList', { authToken: token })).toMatchObject({ respCode: 5002 });
  // Settings asks for a login again.
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/email-login$/);
}
