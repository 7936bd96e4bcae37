import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppShell } from '../../src/shell/AppShell.tsx';
import type { ResponseOf } from '../../schemas/api/index.ts';
import type { ApiFixtures, FakeRootStore } from '../support/fakeRootStore.ts';
import { BUYER_MEMORY_KEY } from '../../src/stores/order/returningBuyer.ts';
import {
  acceptedQuote,
  BTC_ADDRESS,
  chosenOffer,
  flowStore,
  identityRequired,
  offers,
  ORDER_NO,
  orderMade,
  priceExpired,
  SLOW,
  type FlowState,
} from './fixtures/orderApi.ts';
import { languageModes, localeModes } from '../../.storybook/modes.ts';
import { inLocale } from '../support/modes.tsx';

const atSubmitAddress: FlowState = { quote: acceptedQuote(), offer: chosenOffer() };

/** Submit Address with the address and the wallet type already given, `cryptoOrder` answering as told. */
const filledIn = (cryptoOrder: ApiFixtures['cryptoOrder']) =>
  flowStore({ ...atSubmitAddress, address: BTC_ADDRESS, walletType: 'selfHosted' }, { api: { cryptoOrder } });

/** Presses Confirm once the page is there and the address checked: the button it pressed. */
async function pressConfirm(canvas: ReturnType<typeof within>, selfHosted: string, confirmText: string) {
  await canvas.findByRole('radio', { name: selfHosted }, SLOW);
  const confirm = canvas.getByRole('button', { name: confirmText });
  await waitFor(() => expect(confirm).toBeEnabled());
  await userEvent.click(confirm);
  return confirm;
}

/**
 * Submit Address (/submit-address): the address, checked by the gateway as it is typed or pasted, the
 * destination wallet type, and the buyer's confirmation that they own the address: Confirm makes the order
 * and goes on to pay (issue 16; Confirm Address remains for a fixed or remembered address).
 */
const meta = {
  title: 'Screens/SubmitAddress',
  component: AppShell,
  parameters: {
    route: '/submit-address',
    store: flowStore(atSubmitAddress, { api: { cryptoOrder: orderMade } }),
  },
} satisfies Meta<typeof AppShell>;
export default meta;

type Story = StoryObj<typeof meta>;

type Globals = Record<string, unknown>;
/** The screen's texts in the mode's language (Chromatic modes, .storybook/modes.ts). */
const texts = (globals: Globals) => ({
  heading: inLocale(globals, 'Where should we send your BTC?', '您的 BTC 要发送到哪里？'),
  field: inLocale(globals, 'Your BTC wallet address', '您的 BTC 钱包地址'),
  own: inLocale(
    globals,
    'Please confirm that you own and control this wallet address. All transactions are final, non-reversible.',
    '请确认您拥有并控制此钱包地址。所有交易一经完成均不可撤销。',
  ),
  confirm: inLocale(globals, 'Confirm', '确认'),
  required: inLocale(globals, 'Please enter your BTC address', '请输入您的 BTC 地址'),
  invalid: inLocale(
    globals,
    'Incorrect address, check the characters and address length before trying again',
    '地址不正确，请检查字符和地址长度后重试',
  ),
  walletRequired: inLocale(globals, 'Please select the type of destination wallet.', '请选择目标钱包类型。'),
  exchange: inLocale(globals, 'Exchange', '交易所'),
  selfHosted: inLocale(globals, 'Self-hosted wallet', '自托管钱包'),
  saved: inLocale(globals, 'Saved addresses', '已保存的地址'),
  expired: inLocale(globals, 'The price has expired, please get a new quote', '价格已过期，请重新获取报价'),
  newQuote: inLocale(globals, 'Get a new quote', '获取新报价'),
});

const calls = (loaded: Record<string, unknown>, endpoint: string) =>
  (loaded.store as FakeRootStore).apiCalls.filter((call) => call.endpoint === endpoint);

/** Nothing typed yet: the ownership statement beside Confirm, which is disabled without an address. */
export const Empty: Story = {
  parameters: { chromatic: { modes: localeModes } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = texts(globals);
    await expect(await canvas.findByRole('heading', { level: 2, name: t.heading }, SLOW)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: t.field })).toHaveValue('');
    await expect(await canvas.findByRole('radio', { name: t.exchange }, SLOW)).not.toBeChecked();
    await expect(canvas.queryByRole('combobox', { name: t.exchange })).toBeNull();
    await expect(canvas.queryByRole('checkbox', { name: 'Save this address' })).toBeNull();
    await expect(canvas.getByText(t.own)).toBeVisible();
    const confirm = canvas.getByRole('button', { name: t.confirm });
    await expect(confirm).toBeDisabled();
    await expect(confirm).toHaveAccessibleDescription(t.own);
    // The wallet-type form is part of the page's form: one <form>, so Enter anywhere submits the page.
    await expect(canvasElement.querySelectorAll('form')).toHaveLength(1);
  },
};

/** An address typed, then erased: the field says one is needed, and Confirm stays disabled. */
export const Required: Story = {
  parameters: { chromatic: { modes: languageModes } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = texts(globals);
    await canvas.findByRole('radio', { name: t.exchange }, SLOW);
    const field = canvas.getByRole('textbox', { name: t.field });
    await userEvent.type(field, 'bc1');
    await userEvent.clear(field);
    await expect(await canvas.findByText(t.required, {}, SLOW)).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.confirm })).toBeDisabled();
  },
};

/**
 * A pasted address the gateway refuses: the message shows without a press (the check runs once typing
 * pauses), and Confirm is disabled until the address changes. In both languages.
 */
export const IncorrectAddress: Story = {
  parameters: { chromatic: { modes: languageModes } },
  play: async ({ canvasElement, globals, loaded }) => {
    const canvas = within(canvasElement);
    const t = texts(globals);
    await userEvent.click(await canvas.findByRole('radio', { name: t.selfHosted }, SLOW));
    await userEvent.click(canvas.getByRole('textbox', { name: t.field }));
    await userEvent.paste('0x52908400098527886E0F7030069857D2E4169EE7');
    await expect(await canvas.findByText(t.invalid, {}, SLOW)).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.confirm })).toBeDisabled();
    await expect(calls(loaded, 'validateGetAddress')).toHaveLength(1);
    await expect(calls(loaded, 'cryptoOrder')).toHaveLength(0);
  },
};

/** A good address but no wallet type: Confirm says what the form needs and makes no order. */
export const WalletTypeRequired: Story = {
  play: async ({ canvasElement, globals, loaded }) => {
    const canvas = within(canvasElement);
    const t = texts(globals);
    await canvas.findByRole('radio', { name: t.exchange }, SLOW);
    await userEvent.click(canvas.getByRole('textbox', { name: t.field }));
    await userEvent.paste(BTC_ADDRESS);
    const confirm = canvas.getByRole('button', { name: t.confirm });
    await waitFor(() => expect(confirm).toBeEnabled());
    await userEvent.click(confirm);
    await expect(await canvas.findByText(t.walletRequired, {}, SLOW)).toBeVisible();
    await expect(calls(loaded, 'cryptoOrder')).toHaveLength(0);
  },
};

export const ExchangeNeeded: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Exchange' }, SLOW));
    await expect(await canvas.findByRole('combobox', { name: 'Exchange' }, SLOW)).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your BTC wallet address' }), BTC_ADDRESS);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(await canvas.findByText('Please select exchange', {}, SLOW)).toBeVisible();
    await expect(calls(loaded, 'cryptoOrder')).toHaveLength(0);
  },
};

/**
 * The first-time buyer's whole page: paste, pick the wallet type, Confirm. The address is checked once (the
 * check made while pasting is reused), one order is made with it, and the buyer goes on to pay.
 */
export const ConfirmMakesTheOrder: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    // The screen's code loads lazily: the field is there once the page is.
    await userEvent.click(await canvas.findByRole('textbox', { name: 'Your BTC wallet address' }, SLOW));
    await userEvent.paste(BTC_ADDRESS);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Self-hosted wallet' }, SLOW));
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    const root = loaded.store as FakeRootStore;
    await waitFor(() => expect(root.navigator.visited.at(-1)?.to).toBe(`/wait-payment?orderNo=${ORDER_NO}`));
    await expect(calls(loaded, 'validateGetAddress')).toHaveLength(1);
    const orders = calls(loaded, 'cryptoOrder');
    await expect(orders).toHaveLength(1);
    await expect(orders[0].body).toMatchObject({ address: BTC_ADDRESS, walletType: 'selfHosted' });
  },
};

/** While the order is being made: Confirm cannot be pressed again, and the page says what is happening. */
export const Creating: Story = {
  parameters: {
    store: filledIn(() => new Promise<ResponseOf<'cryptoOrder'>>(() => undefined)),
  },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { name: 'Self-hosted wallet' }, SLOW)).toBeChecked();
    const confirm = await pressConfirm(canvas, 'Self-hosted wallet', 'Confirm');
    await expect(await canvas.findByRole('progressbar', { name: 'Creating your order' }, SLOW)).toBeVisible();
    await expect(confirm).toBeDisabled();
    await expect(calls(loaded, 'cryptoOrder')).toHaveLength(1);
  },
};

/** An offer that takes the card in the app: Confirm goes on to Select Card and makes no order here. */
export const InAppCardOffer: Story = {
  parameters: {
    store: flowStore({
      quote: acceptedQuote({
        offers: offers.map((offer) =>
          offer.offerType === 'rampeasy' ? { ...offer, inAppCard: true } : offer,
        ),
      }),
      offer: chosenOffer('rampeasy'),
      address: BTC_ADDRESS,
      walletType: 'selfHosted',
    }),
  },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await pressConfirm(canvas, 'Self-hosted wallet', 'Confirm');
    const root = loaded.store as FakeRootStore;
    await waitFor(() => expect(root.navigator.visited.at(-1)?.to).toBe('/select-card'));
    await expect(calls(loaded, 'coinOrder')).toHaveLength(0);
    await expect(calls(loaded, 'cryptoOrder')).toHaveLength(0);
  },
};

/** 509: the notice leads into the identity check, and back to this page after. */
export const IdentityNeeded: Story = {
  parameters: {
    store: filledIn(identityRequired),
  },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await pressConfirm(canvas, 'Self-hosted wallet', 'Confirm');
    const notice = await canvas.findByRole('alert', {}, SLOW);
    await expect(notice).toHaveTextContent('Identity verification is required for orders over 700 EUR');
    await userEvent.click(within(notice).getByRole('button', { name: 'Verify your identity' }));
    const root = loaded.store as FakeRootStore;
    await expect(root.navigator.visited.at(-1)?.to).toBe('/verify-id');
    await expect(root.session.getItem('kycReturnUrl')).toBe('/submit-address');
  },
};

/**
 * 5003: the price expired; a new quote is offered in place. In both languages: to a zh-CN buyer whose gateway
 * answered in English, the key's Chinese text, no English sentence.
 */
export const PriceExpired: Story = {
  parameters: {
    store: filledIn(priceExpired),
    chromatic: { modes: languageModes },
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = texts(globals);
    await pressConfirm(canvas, t.selfHosted, t.confirm);
    const alert = await canvas.findByRole('alert', {}, SLOW);
    await expect(alert).toHaveTextContent(t.expired);
    if (globals.locale === 'zh-CN') await expect(alert).not.toHaveTextContent('The price has expired');
    await expect(within(alert).getByRole('button', { name: t.newQuote })).toBeVisible();
  },
};

/** Confirm gets no answer (offline): the message in the buyer's words and Try again, which makes the one order. */
export const NoAnswer: Story = {
  parameters: {
    store: filledIn(
      (() => {
        let tries = 0;
        return () => {
          tries += 1;
          if (tries === 1) throw new TypeError('Failed to fetch');
          return orderMade;
        };
      })(),
    ),
  },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await pressConfirm(canvas, 'Self-hosted wallet', 'Confirm');
    const alert = await canvas.findByRole('alert', {}, SLOW);
    await expect(alert).toHaveTextContent('Oops! Try again later.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    const root = loaded.store as FakeRootStore;
    await waitFor(() => expect(root.navigator.visited.at(-1)?.to).toBe(`/wait-payment?orderNo=${ORDER_NO}`));
    await expect(calls(loaded, 'cryptoOrder')).toHaveLength(2);
  },
};

/** A logged-in buyer picks a saved address (checked at once) or saves a new one. */
export const LoggedIn: Story = {
  parameters: { store: flowStore(atSubmitAddress, { loggedIn: true, api: { cryptoOrder: orderMade } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('checkbox', { name: 'Save this address' }, SLOW)).not.toBeChecked();
    await userEvent.click(await canvas.findByRole('button', { name: /My hardware wallet/ }, SLOW));
    await expect(canvas.getByRole('textbox', { name: 'Your BTC wallet address' })).toHaveValue(BTC_ADDRESS);
    await waitFor(() => expect(canvas.queryByRole('checkbox', { name: 'Save this address' })).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Confirm' })).toBeEnabled());
  },
};

/** A logged-in buyer adds an address to the address book; the form comes back here with it chosen. */
export const AddToAddressBook: Story = {
  parameters: LoggedIn.parameters,
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Add a new address to your address book' }, SLOW),
    );
    await expect((loaded.store as FakeRootStore).navigator.visited).toEqual([
      { to: '/add-address?from=submitAddress', replace: false },
    ]);
  },
};

/**
 * A returning buyer, logged in, back on the step (Change address on Confirm Address: the first time it passed
 * by itself with these choices): the saved addresses for BTC on Bitcoin are offered, the one last delivered to
 * is chosen and checked, and the wallet type of the last order is ticked — Confirm is all the page needs. In
 * both languages.
 */
export const ReturningBuyer: Story = {
  parameters: {
    store: {
      ...flowStore(
        { ...atSubmitAddress, addressStepShown: true },
        {
          loggedIn: true,
          api: {
            cryptoOrder: orderMade,
            isCreateWallet: {
              respCode: 200,
              respMessage: 'success',
              data: { isCreateWallet: 1, address: BTC_ADDRESS },
            },
          },
        },
      ),
      local: { [BUYER_MEMORY_KEY]: JSON.stringify({ walletType: 'selfHosted', addresses: {} }) },
    },
    chromatic: { modes: languageModes },
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = texts(globals);
    const saved = await canvas.findByRole('region', { name: t.saved }, SLOW);
    await expect(within(saved).getAllByRole('button')).toHaveLength(2);
    await waitFor(() => expect(canvas.getByRole('textbox', { name: t.field })).toHaveValue(BTC_ADDRESS));
    await expect(within(saved).getByRole('button', { name: /My hardware wallet/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(await canvas.findByRole('radio', { name: t.selfHosted }, SLOW)).toBeChecked();
    await expect(canvas.queryByRole('checkbox', { name: 'Save this address' })).toBeNull();
    await waitFor(() => expect(canvas.getByRole('button', { name: t.confirm })).toBeEnabled());
  },
};
