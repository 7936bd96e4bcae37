import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppShell } from '../../src/shell/AppShell.tsx';
import type { FakeRootStore } from '../support/fakeRootStore.ts';
import { billingAddress, cardStore } from './fixtures/cardApi.ts';
import { ORDER_NO, SLOW } from './fixtures/orderApi.ts';

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

/** Nothing saved yet: Pay shows what the billing form needs and sends nothing. */
export const EmptyForm: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('textbox', { name: /ZIP code/ }, SLOW)).toHaveValue('');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay 1500 USD' }));
    await expect(await canvas.findByText('Please select your country')).toBeVisible();
    await expect(canvas.getByText('Please enter your ZIP code')).toBeVisible();
    await expect(canvas.getByText('Please enter your address')).toBeVisible();
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

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: '账单地址' }, SLOW)).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: '保存此卡以便下次使用' })).not.toBeChecked();
    const frame = await cardPage(canvasElement, '卡号、有效期和 CVC');
    await expect(frame.src).toContain('locale=zh-CN');
  },
};

export const Aurora: Story = {
  globals: { partner: 'aurora' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Pay 1500 USD' }, SLOW),
    ).toBeVisible();
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 2, name: 'Card details' }, SLOW),
    ).toBeVisible();
  },
};
