import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import {
  confirmButton,
  freshBtcAddress,
  logIn,
  ordersFor,
  reachSubmitAddress,
  t,
  type Locale,
} from './purchaseSupport.ts';

/**
 * The address book end to end in the browser against the real gateway, in en-US and zh-CN: a buyer
 * logs in with the mailed code, adds an address through the form (a wrong checksum gets the spec's
 * message first), finds it by search, renames it (26 characters refused), uses it on Submit Address
 * and deletes it; and adds one from Submit Address, which comes back with it chosen.
 *
 * Journeys whose words are the point run in both languages; one that checks a mechanism runs in one of them
 * (`if (locale === …)`), the journeys taking turns, which keeps CI's run within its 30 minutes.
 */

/** A valid bech32 address with its last character changed: the checksum fails. */
const withBadChecksum = (address: string) => address.slice(0, -1) + (address.endsWith('q') ? 'p' : 'q');

/** The address book rows the gateway stored for an address (its SQLite file, read-only). */
function storedEntries(
  dataDir: string,
  address: string,
): Array<{ crypto: string; network: string; name: string | null }> {
  const db = new Database(path.join(dataDir, 'gateway.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare('select crypto, network, name from address_book where address = ?')
      .all(address) as Array<{ crypto: string; network: string; name: string | null }>;
  } finally {
    db.close();
  }
}

/** Chooses BTC on the Bitcoin network in the address form. */
async function chooseBtc(page: Page, locale: Locale): Promise<void> {
  await page
    .getByRole('combobox', { name: new RegExp(`^${t(locale, 'forms.addressBookEntry.crypto')}`) })
    .click();
  await page.getByRole('option', { name: /^BTC/ }).click();
  await page
    .getByRole('combobox', { name: new RegExp(`^${t(locale, 'forms.addressBookEntry.network')}`) })
    .click();
  await page.getByRole('option', { name: /^Bitcoin/ }).click();
}

for (const locale of ['en-US', 'zh-CN'] as const satisfies readonly Locale[]) {
  test.describe(`address book (${locale})`, () => {
    test.use({ locale });
    test.setTimeout(180_000);

    const addressField = (page: Page) =>
      page.getByRole('textbox', {
        name: new RegExp(`^${t(locale, 'forms.addressBookEntry.address')}( \\*)?$`),
      });
    const nameField = (page: Page) =>
      page.getByRole('textbox', { name: t(locale, 'forms.addressBookEntry.name') });
    const saveButton = (page: Page) =>
      page.getByRole('button', { name: t(locale, 'addresses.form.save'), exact: true });
    const search = (page: Page) =>
      page.getByRole('searchbox', { name: t(locale, 'addresses.list.searchLabel') });

    if (locale === 'en-US')
      test('add through the form, search, rename, use on Submit Address, delete', async ({ page, app }) => {
        const address = freshBtcAddress();
        await logIn(page, locale, app.origin, { at: '/addresses' });
        await expect(page.getByText(t(locale, 'addresses.empty'))).toBeVisible();

        // Add: a wrong checksum first.
        await page.getByRole('button', { name: t(locale, 'addresses.add') }).click();
        await expect(page).toHaveURL(/\/add-address$/);
        await chooseBtc(page, locale);
        await addressField(page).fill(withBadChecksum(address));
        await nameField(page).fill('Cold wallet');
        await saveButton(page).click();
        await expect(page.getByText(t(locale, 'validation.address.invalid'))).toBeVisible();
        await expect(page).toHaveURL(/\/add-address$/);
        expect(storedEntries(app.dataDir, withBadChecksum(address))).toEqual([]);

        await addressField(page).fill(address);
        await saveButton(page).click();
        await expect(page).toHaveURL(/\/addresses$/);
        await expect(page.getByText(address)).toBeVisible();
        await expect(
          page.getByRole('heading', {
            level: 2,
            name: t(locale, 'addresses.list.groupHeading', { crypto: 'BTC', network: 'Bitcoin' }),
          }),
        ).toBeVisible();
        expect(storedEntries(app.dataDir, address)).toEqual([
          { crypto: 'BTC', network: 'BTC', name: 'Cold wallet' },
        ]);

        // Search: by name in another case, by a piece of the address, and a search that finds nothing.
        await search(page).fill('COLD');
        await expect(page.getByText(address)).toBeVisible();
        await search(page).fill(address.slice(5, 15).toUpperCase());
        await expect(page.getByText(address)).toBeVisible();
        await search(page).fill('no such wallet');
        await expect(page.getByText(t(locale, 'addresses.list.noMatch'))).toBeVisible();
        await expect(page.getByText(address)).toBeHidden();
        await search(page).fill('btc');
        await expect(page.getByText(address)).toBeVisible();

        // Rename: 26 characters refused, then a name that fits.
        await page
          .getByRole('button', { name: t(locale, 'addresses.list.rename', { name: 'Cold wallet' }) })
          .click();
        const renameField = page.getByRole('textbox', { name: t(locale, 'addresses.rename.label') });
        await renameField.fill('x'.repeat(26));
        await expect(page.getByText(t(locale, 'validation.addressBookEntry.name.maxLength'))).toBeVisible();
        await page.getByRole('button', { name: t(locale, 'addresses.rename.save'), exact: true }).click();
        await expect(renameField).toBeVisible();
        expect(storedEntries(app.dataDir, address)[0].name).toBe('Cold wallet');
        await renameField.fill('Savings');
        await renameField.press('Enter');
        await expect(page.getByRole('heading', { level: 3, name: 'Savings' })).toBeVisible();
        await expect.poll(() => storedEntries(app.dataDir, address)[0]?.name).toBe('Savings');

        // Used on Submit Address: picked from the saved addresses, it is the order's address.
        await reachSubmitAddress(page, locale);
        await page.getByRole('button', { name: /Savings/ }).click();
        await expect(
          page.getByRole('textbox', { name: t(locale, 'components.addressField.label', { symbol: 'BTC' }) }),
        ).toHaveValue(address);
        await page.getByRole('radio', { name: t(locale, 'forms.walletType.walletType.selfHosted') }).check();
        await confirmButton(page, locale).click();
        await expect(page).toHaveURL(/\/wait-payment\?orderNo=\d{18}$/);
        expect(ordersFor(app.dataDir, address)).toHaveLength(1);

        // Deleted after the confirmation.
        await page.goto('/addresses');
        await page
          .getByRole('button', { name: t(locale, 'addresses.list.delete', { name: 'Savings' }) })
          .click();
        const dialog = page.getByRole('dialog', { name: t(locale, 'addresses.delete.title') });
        await expect(dialog).toContainText(address);
        await dialog
          .getByRole('button', { name: t(locale, 'addresses.delete.confirm'), exact: true })
          .click();
        await expect(page.getByText(t(locale, 'addresses.deleted'))).toBeVisible();
        await expect(page.getByText(t(locale, 'addresses.empty'))).toBeVisible();
        expect(storedEntries(app.dataDir, address)).toEqual([]);
      });

    if (locale === 'zh-CN')
      test('added from Submit Address, the address comes back chosen', async ({ page, app }) => {
        const address = freshBtcAddress();
        await logIn(page, locale, app.origin, { at: '/addresses' });
        await reachSubmitAddress(page, locale);
        await page.getByRole('button', { name: t(locale, 'order.submitAddress.addToBook') }).click();
        await expect(page).toHaveURL(/\/add-address\?from=submitAddress$/);
        await expect(page.getByText(t(locale, 'addresses.form.fromPurchase'))).toBeVisible();
        // The purchase's crypto and network are already chosen.
        await expect(
          page.getByRole('combobox', { name: new RegExp(`^${t(locale, 'forms.addressBookEntry.network')}`) }),
        ).toContainText('Bitcoin');
        await addressField(page).fill(address);
        await nameField(page).fill('Trezor');
        await saveButton(page).click();

        await expect(page).toHaveURL(/\/submit-address$/);
        await expect(
          page.getByRole('textbox', { name: t(locale, 'components.addressField.label', { symbol: 'BTC' }) }),
        ).toHaveValue(address);
        await expect(page.getByRole('button', { name: /Trezor/, pressed: true })).toBeVisible();
        expect(storedEntries(app.dataDir, address)).toEqual([
          { crypto: 'BTC', network: 'BTC', name: 'Trezor' },
        ]);
      });
  });
}
