import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppShell } from '../../src/shell/AppShell.tsx';
import type { FakeRootStore } from '../support/fakeRootStore.ts';
import type { ResponseOf } from '../../schemas/api/index.ts';
import {
  acceptedQuote,
  BTC_ADDRESS,
  chosenOffer,
  flowStore,
  type FlowState,
  identityRequired,
  offers,
  ORDER_NO,
  orderMade,
  priceExpired,
  SLOW,
} from './fixtures/orderApi.ts';
import { languageModes, localeModes } from '../../.storybook/modes.ts';
import { inLocale } from '../support/modes.tsx';

const atConfirm: FlowState = {
  quote: acceptedQuote(),
  offer: chosenOffer(),
  address: BTC_ADDRESS,
  walletType: 'exchange',
  exchange: 'Kraken',
};

/**
 * Confirm Address (/confirm-address): the buyer confirms owning an address they did not type on Submit
 * Address (a widget's fixed address with rampeasy, a returning buyer's remembered one), which creates the
 * order. A typed address is confirmed on Submit Address itself (SubmitAddress.stories.tsx).
 */
const meta = {
  title: 'Screens/ConfirmAddress',
  component: AppShell,
  parameters: { route: '/confirm-address', store: flowStore(atConfirm) },
} satisfies Meta<typeof AppShell>;
export default meta;

type Story = StoryObj<typeof meta>;

type Globals = Record<string, unknown>;
/** The screen's texts in the mode's language (Chromatic modes, .storybook/modes.ts). */
const texts = (globals: Globals) => ({
  confirm: inLocale(globals, 'Confirm', '确认'),
  own: inLocale(
    globals,
    'Please confirm that you own and control this wallet address. All transactions are final, non-reversible.',
    '请确认您拥有并控制此钱包地址。所有交易一经完成均不可撤销。',
  ),
  exchange: (name: string) => inLocale(globals, `Exchange: ${name}`, `交易所：${name}`),
  change: inLocale(globals, 'Change address', '修改地址'),
  changeProvider: inLocale(globals, 'Change provider', '更换服务商'),
  selfHosted: inLocale(globals, 'Self-hosted wallet', '自托管钱包'),
  fromLastOrder: inLocale(
    globals,
    'We filled in the address and wallet type of your last order. Check them before you confirm.',
    '已为您填入上次订单的地址和钱包类型，确认前请核对。',
  ),
  allFromLastOrder: inLocale(
    globals,
    'We filled in Topper, the address and the wallet type of your last order (Topper still has the best rate). Check them before you confirm.',
    '已为您填入上次订单的服务商 Topper、地址和钱包类型（Topper 的汇率仍然最优），确认前请核对。',
  ),
  expired: inLocale(globals, 'The price has expired, please get a new quote', '价格已过期，请重新获取报价'),
  newQuote: inLocale(globals, 'Get a new quote', '获取新报价'),
});

/** In both languages and on a desktop (Chromatic modes). */
export const Confirm: Story = {
  parameters: { chromatic: { modes: localeModes } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = texts(globals);
    await expect(await canvas.findByText(BTC_ADDRESS, {}, SLOW)).toBeVisible();
    await expect(canvas.getByText(t.own)).toBeVisible();
    await expect(canvas.getByText(t.exchange('Kraken'))).toBeVisible();
    await expect(canvas.getByText('0.00083917 BTC')).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.change })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: t.confirm })).toBeEnabled();
  },
};

/**
 * A returning buyer whose address step passed by itself: the note says the address and wallet type are
 * their last order's. In both languages (Chromatic modes).
 */
export const FromLastOrder: Story = {
  parameters: {
    store: flowStore({ ...atConfirm, walletType: 'selfHosted', exchange: '', addressFromLastOrder: true }),
    chromatic: { modes: languageModes },
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = texts(globals);
    await expect(await canvas.findByText(t.fromLastOrder, {}, SLOW)).toBeVisible();
    await expect(canvas.getByText(t.selfHosted)).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.change })).toBeEnabled();
  },
};

/**
 * A returning buyer whose offer and address steps both passed by themselves (the last order's provider still
 * has the best rate): the note names what was taken, and Change provider goes back to the offers. In both
 * languages (Chromatic modes).
 */
export const AllFromLastOrder: Story = {
  parameters: {
    store: flowStore({
      ...atConfirm,
      walletType: 'selfHosted',
      exchange: '',
      offerFromLastOrder: true,
      addressFromLastOrder: true,
    }),
    chromatic: { modes: languageModes },
  },
  play: async ({ canvasElement, loaded, globals }) => {
    const canvas = within(canvasElement);
    const t = texts(globals);
    await expect(await canvas.findByText(t.allFromLastOrder, {}, SLOW)).toBeVisible();
    const changeProvider = canvas.getByRole('button', { name: t.changeProvider });
    await expect(changeProvider).toBeEnabled();
    await userEvent.click(changeProvider);
    await expect((loaded.store as FakeRootStore).navigator.visited).toEqual([
      { to: '/select-offer', replace: false },
    ]);
  },
};

/** While the order is being created the button cannot be pressed again. */
export const Creating: Story = {
  parameters: { store: flowStore(atConfirm, { latencyMs: 60_000 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const confirm = await canvas.findByRole('button', { name: 'Confirm' }, SLOW);
    await userEvent.click(confirm);
    await expect(confirm).toBeDisabled();
    await expect(canvas.getByRole('progressbar', { name: 'Creating your order' })).toBeVisible();
  },
};

/** 509: the notice leads into the identity check (Verify ID sends a buyer without personal information on), and back here after. */
export const IdentityNeeded: Story = {
  parameters: {
    store: flowStore(atConfirm, {
      api: {
        cryptoOrder: identityRequired,
      },
    }),
  },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm' }, SLOW));
    const notice = await canvas.findByRole('alert', {}, SLOW);
    await expect(notice).toHaveTextContent('Identity verification is required for orders over 700 EUR');
    await userEvent.click(within(notice).getByRole('button', { name: 'Verify your identity' }));
    const root = loaded.store as FakeRootStore;
    await expect(root.navigator.visited.at(-1)?.to).toBe('/verify-id');
    await expect(root.session.getItem('kycReturnUrl')).toBe('/confirm-address');
  },
};

/** A logged-in buyer without personal information goes to Enter Information first. */
export const IdentityNeededLevel0: Story = {
  parameters: {
    store: flowStore(atConfirm, {
      loggedIn: { kycLevel: 0 },
      api: {
        cryptoOrder: identityRequired,
      },
    }),
  },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm' }, SLOW));
    await userEvent.click(await canvas.findByRole('button', { name: 'Verify your identity' }, SLOW));
    await expect((loaded.store as FakeRootStore).navigator.visited.at(-1)?.to).toBe('/enter-information');
  },
};

/** An offer that takes the card in the app: Confirm goes on to Select Card and makes no order here. */
export const InAppCardOffer: Story = {
  parameters: {
    store: flowStore({
      ...atConfirm,
      quote: acceptedQuote({
        offers: offers.map((offer) =>
          offer.offerType === 'rampeasy' ? { ...offer, inAppCard: true } : offer,
        ),
      }),
      offer: chosenOffer('rampeasy'),
    }),
  },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm' }, SLOW));
    const root = loaded.store as FakeRootStore;
    await expect(root.navigator.visited.at(-1)?.to).toBe('/select-card');
    await expect(
      root.apiCalls.some((call) => call.endpoint === 'coinOrder' || call.endpoint === 'cryptoOrder'),
    ).toBe(false);
  },
};

/**
 * 5003: the price expired; a new quote is offered in place. In both languages (Chromatic modes): to a zh-CN
 * buyer whose gateway answered in English, the key's Chinese text, no English sentence.
 */
export const PriceExpired: Story = {
  parameters: {
    store: flowStore(atConfirm, { api: { cryptoOrder: priceExpired } }),
    chromatic: { modes: languageModes },
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = texts(globals);
    await userEvent.click(await canvas.findByRole('button', { name: t.confirm }, SLOW));
    const alert = await canvas.findByRole('alert', {}, SLOW);
    await expect(alert).toHaveTextContent(t.expired);
    if (globals.locale === 'zh-CN') await expect(alert).not.toHaveTextContent('The price has expired');
    await expect(within(alert).getByRole('button', { name: t.newQuote })).toBeVisible();
  },
};

/** cryptoOrder: every other call fails as `failure` says (it throws for no answer at all); the next makes the order. */
function failingEveryOther(failure: () => ResponseOf<'cryptoOrder'>) {
  let calls = 0;
  return (): ResponseOf<'cryptoOrder'> => {
    calls += 1;
    return calls % 2 === 1 ? failure() : orderMade;
  };
}

/** Confirm gets no answer (offline, the gateway down): the message in the buyer's words and Try again, which makes the order. */
export const NoAnswer: Story = {
  parameters: {
    store: flowStore(atConfirm, {
      api: {
        cryptoOrder: failingEveryOther(() => {
          throw new TypeError('Failed to fetch');
        }),
      },
    }),
  },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm' }, SLOW));
    const alert = await canvas.findByRole('alert', {}, SLOW);
    await expect(alert).toHaveTextContent('Oops! Try again later.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    const root = loaded.store as FakeRootStore;
    await waitFor(() => expect(root.navigator.visited.at(-1)?.to).toBe(`/wait-payment?orderNo=${ORDER_NO}`));
    await expect(root.apiCalls.filter((call) => call.endpoint === 'cryptoOrder')).toHaveLength(2);
  },
};

/** The gateway failed on its side (HTTP 500, respCode 9000): its English text is not shown; the buyer's words and Try again are. */
export const GatewayFailed: Story = {
  globals: { locale: 'zh-CN' },
  parameters: {
    store: flowStore(atConfirm, {
      api: {
        cryptoOrder: failingEveryOther(() => ({
          respCode: 9000,
          respMessage: 'Internal error, please try again later',
        })),
      },
    }),
  },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '确认' }, SLOW));
    const alert = await canvas.findByRole('alert', {}, SLOW);
    await expect(alert).toHaveTextContent('哎呀！请稍后再试。');
    await expect(alert).not.toHaveTextContent('Internal error');
    await userEvent.click(within(alert).getByRole('button', { name: '重试' }));
    const root = loaded.store as FakeRootStore;
    await waitFor(() => expect(root.navigator.visited.at(-1)?.to).toBe(`/wait-payment?orderNo=${ORDER_NO}`));
  },
};

/** A fixed address (from a widget) cannot be changed here. */
export const FixedAddress: Story = {
  parameters: {
    store: flowStore({
      ...atConfirm,
      offer: chosenOffer('rampeasy'),
      addressFixed: true,
      walletType: undefined,
      exchange: '',
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Confirm' }, SLOW);
    await expect(canvas.queryByRole('button', { name: 'Change address' })).toBeNull();
  },
};
