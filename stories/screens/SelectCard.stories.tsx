import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppShell } from '../../src/shell/AppShell.tsx';
import type { FakeRootStore } from '../support/fakeRootStore.ts';
import { cardStore } from './fixtures/cardApi.ts';
import { ORDER_NO, SLOW } from './fixtures/orderApi.ts';
import { reviewModes } from '../../.storybook/modes.ts';
import { inLocale } from '../support/modes.tsx';

/** Select Card (/select-card): the SPEC §4 decision on entry, then the saved cards to pay with. */
const meta = {
  title: 'Screens/SelectCard',
  component: AppShell,
  parameters: { route: '/select-card', store: cardStore() },
} satisfies Meta<typeof AppShell>;
export default meta;

type Story = StoryObj<typeof meta>;

const store = (loaded: Record<string, unknown>) => loaded.store as FakeRootStore;
const never = () => new Promise<never>(() => undefined);
const cardsOf = (canvasElement: HTMLElement, name = 'Your saved cards') =>
  within(canvasElement).findByRole('radiogroup', { name }, SLOW);
type Globals = Record<string, unknown>;

/** The screen's texts in the mode's language (Chromatic modes, .storybook/modes.ts). */
const texts = (globals: Globals) => ({
  cards: inLocale(globals, 'Your saved cards', '您已保存的银行卡'),
  expires: (date: string) => inLocale(globals, `Expires ${date}`, `有效期至 ${date}`),
  choose: inLocale(globals, 'Choose the card to pay with.', '请选择用于支付的银行卡。'),
  pay: inLocale(globals, 'Pay 1500 USD', '支付 1500 USD'),
  addCard: inLocale(globals, 'Add a new card', '添加新银行卡'),
});

export const Deciding: Story = {
  parameters: { store: cardStore({}, { latencyMs: 60_000 }) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Loading your order' }, SLOW),
    ).toBeVisible();
  },
};

/**
 * The saved cards, none chosen yet: Pay waits for a choice. In both languages, on a desktop and in a
 * partner's theme (Chromatic modes).
 */
export const NoneChosen: Story = {
  parameters: { chromatic: { modes: reviewModes } },
  play: async ({ canvasElement, globals }) => {
    const t = texts(globals);
    const list = await cardsOf(canvasElement, t.cards);
    const canvas = within(canvasElement);
    await expect(within(list).getByRole('radio', { name: /Visa •••• 4242/ })).not.toBeChecked();
    await expect(list).toHaveTextContent(t.expires('12/30'));
    await expect(list).toHaveTextContent('Mastercard •••• 4444');
    await expect(canvas.getByText(t.choose)).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.pay })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: t.addCard })).toBeEnabled();
    await expect(canvas.getByText('RampEasy')).toBeVisible();
  },
};

/** A card chosen and paid: one payCard with its id, then Payment status. */
export const ChooseAndPay: Story = {
  play: async ({ canvasElement, loaded }) => {
    const list = await cardsOf(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(within(list).getByRole('radio', { name: /Mastercard/ }));
    const pay = canvas.getByRole('button', { name: 'Pay 1500 USD' });
    await expect(pay).toBeEnabled();
    await userEvent.dblClick(pay);
    await waitFor(() =>
      expect(store(loaded).navigator.visited.at(-1)?.to).toBe(`/payment-status?orderNo=${ORDER_NO}`),
    );
    const payments = store(loaded).apiCalls.filter((call) => call.endpoint === 'payCard');
    await expect(payments).toHaveLength(1);
    await expect(payments[0].body).toMatchObject({ orderNo: ORDER_NO, cardId: 'card-mc' });
  },
};

export const Paying: Story = {
  parameters: { store: cardStore({ api: { payCard: never } }) },
  play: async ({ canvasElement }) => {
    const list = await cardsOf(canvasElement);
    await userEvent.click(within(list).getByRole('radio', { name: /Visa/ }));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Pay 1500 USD' }));
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: /Paying/ })).toBeDisabled());
    await expect(within(list).getByRole('radio', { name: /Visa/ })).toBeDisabled();
  },
};

/** The gateway refused the payment: its message on the page, the buyer stays. */
export const Refused: Story = {
  parameters: {
    store: cardStore({
      api: {
        payCard: {
          respCode: 400,
          respKey: 'payment.cardExpired',
          respMessage: 'This card has expired, please add another card',
        },
      },
    }),
  },
  play: async ({ canvasElement, loaded }) => {
    const list = await cardsOf(canvasElement);
    await userEvent.click(within(list).getByRole('radio', { name: /Mastercard/ }));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Pay 1500 USD' }));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'This card has expired, please add another card',
    );
    await expect(store(loaded).navigator.visited).toEqual([]);
  },
};

/** Back after a declined card (Payment status' Try again): the decline is said, another card can be chosen. */
export const Declined: Story = {
  parameters: {
    route: `/select-card?orderNo=${ORDER_NO}`,
    store: cardStore({ order: { paymentResult: 'failed', statusReason: 'card_declined' } }),
  },
  play: async ({ canvasElement }) => {
    await cardsOf(canvasElement);
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Your payment failed, please contact your card issuer for further assistance',
    );
  },
};

export const AddANewCard: Story = {
  play: async ({ canvasElement, loaded }) => {
    await cardsOf(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add a new card' }));
    await expect(store(loaded).navigator.visited.at(-1)?.to).toBe(`/enter-card?orderNo=${ORDER_NO}`);
  },
};

/** A buyer without personal information is led to Enter Information, Select Card remembered as the way back. */
export const LeadsIntoKyc: Story = {
  parameters: { store: cardStore({ kycLevel: 0 }) },
  play: async ({ loaded }) => {
    await waitFor(
      () =>
        expect(store(loaded).navigator.visited.at(-1)).toEqual({ to: '/enter-information', replace: true }),
      SLOW,
    );
    await expect(store(loaded).session.getItem('kycReturnUrl')).toBe('/select-card');
  },
};

export const NoSavedCard: Story = {
  parameters: { store: cardStore({ cards: [] }) },
  play: async ({ loaded }) => {
    await waitFor(
      () =>
        expect(store(loaded).navigator.visited.at(-1)).toEqual({
          to: `/enter-card?orderNo=${ORDER_NO}`,
          replace: true,
        }),
      SLOW,
    );
  },
};

export const LoadFailed: Story = {
  parameters: {
    store: cardStore({
      api: {
        userStatus: {
          respCode: 500,
          respKey: 'common.internal',
          respMessage: 'Internal error, please try again later',
        },
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Oops! Try again later.' }, SLOW),
    ).toBeVisible();
    await expect(canvas.getByText('Internal error, please try again later')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
