import type { Locator, Page } from '@playwright/test';
import { test, expect } from './support/fixtures.ts';
import { freshBtcAddress, ordersFor, t } from './purchaseSupport.ts';

/**
 * The purchase with the keyboard alone (issue 10): from Edit to Delivered with Tab, Enter, Space, the
 * arrows and Escape, in the built app against the real gateway and its sandbox checkout. After every key
 * the focused element must show that it has the focus, and the quote countdown is read out politely.
 */

const locale = 'en-US';

/**
 * Runs in the page: what shows the keyboard focus, or why nothing does. A ring (outline or box-shadow)
 * on the focused element; an outline on one of its near ancestors (a radio's transparent input is ringed
 * by its round button or its card, an amount input by its box); an outlined text field's border drawn
 * 2 px in focus; or, when a modal has just opened, the modal itself (MUI focuses its sheet).
 */
function focusIndicator(): { ok: boolean; what: string; left?: boolean } {
  const el = document.activeElement as HTMLElement | null;
  if (!el || el === document.body || el === document.documentElement)
    return { ok: false, what: 'nothing has the focus', left: true };
  const name = `${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : ''} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
  const shown = (node: Element) => {
    const box = node.getBoundingClientRect();
    if (box.width < 1 || box.height < 1) return false;
    for (let n: Element | null = node; n; n = n.parentElement) {
      const style = getComputedStyle(n);
      if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0)
        return false;
    }
    return true;
  };
  const transparent = (color: string) => color === 'transparent' || /rgba\(.*,\s*0\)$/.test(color);
  const outline = (node: Element) => {
    const style = getComputedStyle(node);
    return style.outlineStyle !== 'none' &&
      parseFloat(style.outlineWidth) >= 1 &&
      !transparent(style.outlineColor)
      ? `outline ${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`
      : undefined;
  };
  // A modal just opened: MUI focuses its sheet (tabindex -1), which is the visible thing that took the focus.
  // Its shadow is not a focus ring, so it is recognised here and not below.
  if (
    el.tabIndex === -1 &&
    el.closest('.MuiModal-root') &&
    el.classList.contains('MuiPaper-root') &&
    shown(el)
  ) {
    return { ok: true, what: `${name}: the sheet of the modal that just opened` };
  }
  if (shown(el)) {
    const ring =
      outline(el) ??
      (getComputedStyle(el).boxShadow !== 'none'
        ? `box-shadow ${getComputedStyle(el).boxShadow}`
        : undefined);
    if (ring) return { ok: true, what: `${name}: ${ring}` };
  }
  let ancestor = el.parentElement;
  for (let depth = 0; ancestor && depth < 4; depth += 1, ancestor = ancestor.parentElement) {
    const ring = outline(ancestor);
    if (ring && shown(ancestor))
      return { ok: true, what: `${name}: ${ring} on its ${ancestor.tagName.toLowerCase()}` };
  }
  const field = el
    .closest('.MuiInputBase-root.Mui-focused')
    ?.querySelector(':scope > .MuiOutlinedInput-notchedOutline');
  if (field && parseFloat(getComputedStyle(field).borderTopWidth) >= 2 && shown(field)) {
    return {
      ok: true,
      what: `${name}: field border ${getComputedStyle(field).borderTopWidth} ${getComputedStyle(field).borderTopColor}`,
    };
  }
  return { ok: false, what: `${name} shows no focus` };
}

declare global {
  interface Window {
    focusIndicator: typeof focusIndicator;
  }
}

async function expectFocusVisible(page: Page, after: string): Promise<void> {
  const { ok, what } = await page.evaluate(() => window.focusIndicator());
  expect(ok, `after ${after}: ${what}`).toBe(true);
}

/** One key, then the focus must be visible wherever it went. */
async function press(page: Page, key: string): Promise<void> {
  await page.keyboard.press(key);
  await expectFocusVisible(page, key);
}

/**
 * Tab (or Shift+Tab) until `target` has the focus, checking the focus at every stop; a trap never gets
 * there. Past the last control Tab leaves the page for the browser's own controls (nothing of the page
 * is focused then): that may happen once, and the next Tab comes back to the first control.
 */
async function tabTo(
  page: Page,
  target: Locator,
  options: { back?: boolean; max?: number } = {},
): Promise<void> {
  const key = options.back ? 'Shift+Tab' : 'Tab';
  await expect(target).toBeAttached();
  let leftThePage = 0;
  for (let stop = 0; stop < (options.max ?? 25); stop += 1) {
    await page.keyboard.press(key);
    const { reached, ok, what, left } = await target.evaluate((el) => ({
      reached: el === document.activeElement,
      ...window.focusIndicator(),
    }));
    if (left && leftThePage++ === 0) continue;
    expect(ok, `after ${key}: ${what}`).toBe(true);
    if (reached) return;
  }
  throw new Error(`${key} never reached ${target.toString()}`);
}

/** The text of every live region on the page (polite or assertive, status, alert, log), in page order. */
const liveRegionTexts = (page: Page) =>
  page.evaluate(() =>
    [
      ...document.querySelectorAll(
        '[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"]',
      ),
    ].map((region) => region.textContent ?? ''),
  );

test.use({ locale });

test('keyboard only: from Edit to Delivered, the focus always visible and the countdown read out politely', async ({
  page,
  app,
}) => {
  // About 40 s on an idle machine; much more on a loaded one.
  test.setTimeout(180_000);
  const address = freshBtcAddress();
  // The focus probe in every page of the journey, the provider's checkout tab included.
  await page.context().addInitScript({ content: `window.focusIndicator = ${focusIndicator.toString()};` });
  const button = (id: string, values?: Record<string, string>) =>
    page.getByRole('button', { name: t(locale, id, values), exact: true });
  await page.goto('/edit');
  await expect(button('quote.continue')).toBeEnabled({ timeout: 30_000 });

  // The countdown ticks each second on screen; no live region changes with it.
  const timer = page.getByRole('timer');
  const ticks = new Set<string>();
  const regions: string[][] = [];
  for (let sample = 0; sample < 12; sample += 1) {
    ticks.add((await timer.textContent()) ?? '');
    regions.push(await liveRegionTexts(page));
    await page.waitForTimeout(250);
  }
  expect(ticks.size, 'the countdown ticks on screen').toBeGreaterThanOrEqual(2);
  expect(
    regions.every((texts) => JSON.stringify(texts) === JSON.stringify(regions[0])),
    'no live region follows the ticks',
  ).toBe(true);
  // The fee summary's polite region, beside the timer.
  const announcement = timer.locator('xpath=..').locator('[aria-live="polite"]');
  await expect(announcement).toHaveCount(1);

  // The menu opens with Enter and closes with Escape, giving the focus back to its button.
  const menuButton = button('shell.menu.open');
  await tabTo(page, menuButton);
  await press(page, 'Enter');
  const menu = page.getByRole('navigation', { name: t(locale, 'shell.menu.title') });
  await expect(menu).toBeVisible();
  await press(page, 'Tab');
  expect(await menu.evaluate((nav) => nav.contains(document.activeElement))).toBe(true);
  await press(page, 'Escape');
  await expect(menu).toBeHidden();
  await expect(menuButton).toBeFocused();

  // The crypto picker: Enter opens it, the arrows walk its rows, Escape closes it and the focus is back.
  const cryptoButton = button('components.amountInput.changeCurrency', { symbol: 'BTC' });
  await tabTo(page, cryptoButton);
  await press(page, 'Enter');
  const picker = page.getByRole('dialog', { name: t(locale, 'quote.picker.getTitle') });
  await expect(picker).toBeVisible();
  await tabTo(
    page,
    picker.getByRole('searchbox', { name: t(locale, 'components.currencyPicker.searchLabel') }),
  );
  await press(page, 'ArrowDown');
  expect(
    await picker.evaluate(
      (dialog) => dialog.contains(document.activeElement) && document.activeElement?.tagName === 'BUTTON',
    ),
  ).toBe(true);
  await press(page, 'ArrowDown');
  await press(page, 'Escape');
  await expect(picker).toBeHidden();
  await expect(cryptoButton).toBeFocused();
  await expectFocusVisible(page, 'closing the picker');

  // A new amount typed in You Pay: on leaving the field a new quote comes, and that is announced once.
  const payAmount = page.getByRole('textbox', { name: t(locale, 'components.amountInput.payLabel') });
  await tabTo(page, payAmount, { back: true });
  await press(page, 'ControlOrMeta+A');
  await page.keyboard.type('250');
  await press(page, 'Tab');
  const renewed = new RegExp(
    `^${t(locale, 'components.feeSummary.quoteRenewed', { countdown: '0[01]:\\d\\d' }).replace(/\./g, '\\.')}$`,
  );
  await expect(announcement).toHaveText(renewed, { timeout: 10_000 });
  await expect(payAmount).toHaveValue('250');

  // On with the keyboard: Edit's pay method travels to the order step, which passes by itself (SPEC §4).
  // A key that leaves the page leaves the focus on the new page's body: the next Tab is checked instead.
  await tabTo(page, button('quote.continue'));
  await page.keyboard.press('Enter');

  // Select Offer: the offers are one radio group; the arrows move to another offer, and on to Topper.
  await expect(page).toHaveURL(/\/select-offer/);
  const offers = page.getByRole('radiogroup', { name: t(locale, 'order.selectOffer.heading') });
  await expect(offers.getByRole('radio').first()).toBeAttached();
  const firstChoice = await offers.getByRole('radio', { checked: true }).getAttribute('value');
  await tabTo(page, offers.getByRole('radio', { checked: true }));
  await press(page, 'ArrowDown');
  expect(await offers.getByRole('radio', { checked: true }).getAttribute('value')).not.toBe(firstChoice);
  const topper = offers.getByRole('radio', { name: 'Topper', exact: true });
  for (let step = 0; step < 6 && !(await topper.isChecked()); step += 1) await press(page, 'ArrowDown');
  await expect(topper).toBeChecked();
  await expect(topper).toBeFocused();
  await tabTo(page, button('order.flow.continue'));
  await page.keyboard.press('Enter');

  // Submit Address: the address typed; the wallet type chosen with Space, then changed with the arrows.
  await expect(page).toHaveURL(/\/submit-address/);
  const addressField = page.getByRole('textbox', {
    name: t(locale, 'components.addressField.label', { symbol: 'BTC' }),
  });
  const exchange = page.getByRole('radio', { name: t(locale, 'forms.walletType.walletType.exchange') });
  const selfHosted = page.getByRole('radio', { name: t(locale, 'forms.walletType.walletType.selfHosted') });
  await expect(selfHosted).toBeAttached({ timeout: 15_000 });
  await tabTo(page, addressField);
  await page.keyboard.type(address);
  await tabTo(page, exchange);
  await press(page, 'Space');
  await expect(exchange).toBeChecked();
  await press(page, 'ArrowDown');
  await expect(selfHosted).toBeChecked();
  await expect(selfHosted).toBeFocused();
  // Submit Address's Confirm (the ownership statement beside it): Enter makes the order and opens the
  // provider's checkout in a new tab.
  await expect(addressField).toHaveValue(address);
  await tabTo(page, button('order.confirmAddress.confirm'));
  const [checkout] = await Promise.all([page.context().waitForEvent('page'), page.keyboard.press('Enter')]);
  await expect(page).toHaveURL(/\/wait-payment\?orderNo=\d{18}$/);

  // The sandbox checkout, with the keyboard too: Tab to each field, type, Enter pays.
  await checkout.waitForLoadState();
  await tabTo(checkout, checkout.getByLabel('Card number'));
  await checkout.keyboard.type('4242 4242 4242 4242');
  await tabTo(checkout, checkout.getByLabel('Expiry (MM/YY)'));
  await checkout.keyboard.type('12/39');
  await tabTo(checkout, checkout.getByLabel('CVC'));
  await checkout.keyboard.type('123');
  await checkout.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/order-status\?orderNo=\d{18}$/, { timeout: 15_000 });
  await expect(
    page.getByRole('heading', { level: 2, name: t(locale, 'components.orderStatusView.delivered') }),
  ).toBeVisible({ timeout: 20_000 });
  expect(ordersFor(app.dataDir, address)).toMatchObject([{ status: 'Delivered', offer_type: 'topper' }]);
});
