import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppShell } from '../../src/shell/AppShell.tsx';
import type { FakeRootStore } from '../support/fakeRootStore.ts';
import { billingAddress, cardStore } from './fixtures/cardApi.ts';
import { ORDER_NO, SLOW } from './fixtures/orderApi.ts';
import { reviewModes } from '../../.storybook/modes.ts';
import { inLocale, localeOf } from '../support/modes.tsx';

/**
 * Enter Card (/enter-card): the billing-address form and the payment sandbox's hosted card field (its real
 * page, served by Storybook from server/providers/cardField/public; there is no tokenization service here,
 * so the stories that pay answer the field's own call in its frame).
 */
const meta = {
  title: 'Screens/EnterCard',
  component: AppShell,
  parameters: { route: `/enter-card?orderNo=${ORDER_NO}`, store: cardStore() },
} satisfies Meta<typeof AppShell>;
export default meta;

type Story = StoryObj<typeof meta>;

const store = (loaded: Record<string, unknown>) => loaded.store as FakeRootStore;
const never = () => new Promise<never>(() => undefined);
const CARD_NUMBER = '4242424242424242';
type Globals = Record<string, unknown>;

/** The screen's texts in the mode's language (Chromatic modes, .storybook/modes.ts). */
const texts = (globals: Globals) => ({
  billing: inLocale(globals, 'Billing address', '账单地址'),
  card: inLocale(globals, 'Card details', '银行卡信息'),
  cardField: inLocale(globals, 'Card number, expiry date and CVC', '卡号、有效期和 CVC'),
  saveCard: inLocale(globals, 'Save this card for next time', '保存此卡以便下次使用'),
  zip: inLocale(globals, /ZIP code/, /邮政编码/),
  pay: inLocale(globals, 'Pay 1500 USD', '支付 1500 USD'),
  required: inLocale(
    globals,
    ['Please select your country', 'Please enter your ZIP code', 'Please enter your address'],
    ['请选择您的国家', '请输入您的邮政编码', '请输入您的地址'],
  ),
});

/** The hosted field's page once it said ready. */
async function cardPage(
  canvasElement: HTMLElement,
  title = 'Card number, expiry date and CVC',
): Promise<HTMLIFrameElement> {
  const frame = await within(canvasElement).findByTitle<HTMLIFrameElement>(title, {}, SLOW);
  await waitFor(() => expect(getComputedStyle(frame).visibility).toBe('visible'), SLOW);
  return frame;
}

/** Types a test card into the field, and answers its tokenization call as the provider would. */
function fillCard(frame: HTMLIFrameElement) {
  const page = frame.contentDocument as Document;
  for (const [id, value] of [
    ['number', CARD_NUMBER],
    ['expiry', '12/30'],
    ['cvc', '123'],
  ]) {
    const input = page.getElementById(id) as HTMLInputElement;
    input.focus();
    input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }
  const token = {
    respCode: 200,
    respMessage: 'success',
    data: { token: 'ctok_story', brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2030 },
  };
  (frame.contentWindow as Window & { fetch: typeof fetch }).fetch = async () =>
    new Response(JSON.stringify(token), { headers: { 'content-type': 'application/json' } });
}

export const Loading: Story = {
  parameters: { store: cardStore({}, { latencyMs: 60_000 }) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Loading your order' }, SLOW),
    ).toBeVisible();
  },
};

/**
 * Nothing saved yet: the billing form and the card field (in the buyer's language), the card not to be
 * saved; Pay shows what the billing form needs and sends nothing. In both languages, on a desktop and in a
 * partner's theme (Chromatic modes).
 */
export const EmptyForm: Story = {
  parameters: { chromatic: { modes: reviewModes } },
  play: async ({ canvasElement, loaded, globals }) => {
    const canvas = within(canvasElement);
    const t = texts(globals);
    await expect(await canvas.findByRole('heading', { level: 2, name: t.billing }, SLOW)).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: t.card }, SLOW)).toBeVisible();
    const frame = await cardPage(canvasElement, t.cardField);
    await expect(frame.src).toContain(`locale=${localeOf(globals)}`);
    await expect(canvas.getByRole('checkbox', { name: t.saveCard })).not.toBeChecked();
    await expect(await canvas.findByRole('textbox', { name: t.zip }, SLOW)).toHaveValue('');
    await userEvent.click(canvas.getByRole('button', { name: t.pay }));
    const [country, zip, address] = t.required;
    await expect(await canvas.findByText(country)).toBeVisible();
    await expect(canvas.getByText(zip)).toBeVisible();
    await expect(canvas.getByText(address)).toBeVisible();
    await expect(store(loaded).apiCalls.some((call) => call.endpoint === 'saveBillingAddress')).toBe(false);
  },
};

/** What was typed before a reload is back over the saved address; each change is kept (never the card). */
export const DraftRestored: Story = {
  parameters: { store: cardStore({ billing: billingAddress, draft: { zipCode: '20095', city: 'Hamburg' } }) },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('We kept the billing address you typed before.', {}, SLOW),
    ).toBeVisible();
    // The billing form is a lazily loaded schema form: it may come after the notice.
    const zip = await canvas.findByRole('textbox', { name: /ZIP code/ }, SLOW);
    await expect(zip).toHaveValue('20095');
    await userEvent.type(zip, '1');
    await waitFor(() =>
      expect(JSON.parse(store(loaded).local.getItem('billingAddressForm') ?? '{}')).toMatchObject({
        zipCode: '200951',
        city: 'Hamburg',
      }),
    );
  },
};

/** Billing saved, the card tokenized in the field, paid with the token and the save choice: Payment status. No card number reaches the app. */
export const PaysWithANewCard: Story = {
  parameters: { store: cardStore({ billing: billingAddress }) },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    fillCard(await cardPage(canvasElement));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Save this card for next time' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Pay 1500 USD' }));
    await waitFor(
      () => expect(store(loaded).navigator.visited.at(-1)?.to).toBe(`/payment-status?orderNo=${ORDER_NO}`),
      SLOW,
    );
    const calls = store(loaded).apiCalls;
    await expect(calls.find((call) => call.endpoint === 'saveBillingAddress')?.body).toMatchObject(
      billingAddress,
    );
    await expect(calls.find((call) => call.endpoint === 'payCard')?.body).toMatchObject({
      orderNo: ORDER_NO,
      cardToken: 'ctok_story',
      saveCard: '1',
    });
    await expect(JSON.stringify(calls)).not.toContain(CARD_NUMBER);
    await expect(store(loaded).local.getItem('billingAddressForm')).toBeNull();
  },
};

export const Paying: Story = {
  parameters: { store: cardStore({ billing: billingAddress, api: { payCard: never } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    fillCard(await cardPage(canvasElement));
    await userEvent.click(canvas.getByRole('button', { name: 'Pay 1500 USD' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: /Pay 1500 USD/ })).toBeDisabled(), SLOW);
  },
};

/** The gateway refused the payment: its message on the page. */
export const Refused: Story = {
  parameters: {
    store: cardStore({
      billing: billingAddress,
      api: {
        payCard: {
          respCode: 409,
          respMessage: 'This order can no longer be paid',
          respKey: 'payment.notPayable',
          respParams: {},
        },
      },
    }),
  },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    fillCard(await cardPage(canvasElement));
    await userEvent.click(canvas.getByRole('button', { name: 'Pay 1500 USD' }));
    await expect(await canvas.findByRole('alert', {}, SLOW)).toHaveTextContent(
      'This order can no longer be paid',
    );
    await expect(
      store(loaded).navigator.visited.some((visit) => visit.to.startsWith('/payment-status')),
    ).toBe(false);
  },
};

/** The gateway refused one billing field: its message on that field, in the buyer's language; no card tokenized. */
export const BillingFieldRefused: Story = {
  parameters: {
    store: cardStore({
      billing: billingAddress,
      api: {
        saveBillingAddress: {
          respCode: 400,
          respMessage: 'Invalid field \'zipCode\': must match pattern "^[A-Za-z0-9 -]{2,12}$"',
          respKey: 'field.pattern',
          respParams: { field: 'zipCode', pattern: '^[A-Za-z0-9 -]{2,12}$' },
        },
      },
    }),
  },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await cardPage(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pay 1500 USD' }));
    await expect(await canvas.findByText('Please enter a valid ZIP code', {}, SLOW)).toBeVisible();
    await expect(store(loaded).apiCalls.some((call) => call.endpoint === 'payCard')).toBe(false);
  },
};
