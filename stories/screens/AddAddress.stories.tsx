import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppShell } from '../../src/shell/AppShell.tsx';
import type { FakeRootStore } from '../support/fakeRootStore.ts';
import { acceptedQuote, chosenOffer, flowSession } from './fixtures/orderApi.ts';
import {
  BTC_ADDRESS,
  BTC_BAD_CHECKSUM,
  BTC_LEGACY,
  bookStore,
  FOUR_ENTRIES,
  LONG_ADDRESS,
  LONG_ENTRIES,
  SLOW,
  TRON_ADDRESS,
} from './Addresses.fixtures.ts';

/**
 * Add address (/add-address) inside the shell, logged in: the address-book schema form over the gateway's
 * crypto and network lists, the address checked by the gateway; also the form opened on a saved address
 * (?id=…) and from Submit Address (?from=submitAddress).
 */
const meta = {
  title: 'Screens/AddAddress',
  component: AppShell,
  parameters: { route: '/add-address', store: bookStore(FOUR_ENTRIES, { url: '/add-address' }) },
} satisfies Meta<typeof AppShell>;
export default meta;

type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const INCORRECT = 'Incorrect address, check the characters and address length before trying again';
const storeOf = (loaded: Record<string, unknown>) => loaded.store as FakeRootStore;
const callsTo = (loaded: Record<string, unknown>, endpoint: string) =>
  storeOf(loaded)
    .apiCalls.filter((call) => call.endpoint === endpoint)
    .map((call) => call.body);
const addressField = (canvas: Canvas) => canvas.getByRole('textbox', { name: /^Address( \*)?$/ });

/** Chooses an option of one of the form's lists. */
async function choose(canvasElement: HTMLElement, field: RegExp, option: RegExp) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('combobox', { name: field }, SLOW));
  await userEvent.click(
    await within(canvasElement.ownerDocument.body).findByRole('option', { name: option }, SLOW),
  );
}

/** BTC on Bitcoin, an address and a name typed. */
async function fillBtc(canvasElement: HTMLElement, address: string, name?: string) {
  await choose(canvasElement, /^Crypto/, /BTC/);
  await choose(canvasElement, /^Network/, /Bitcoin/);
  const canvas = within(canvasElement);
  await userEvent.type(addressField(canvas), address);
  if (name) await userEvent.type(canvas.getByRole('textbox', { name: 'Address name (optional)' }), name);
}

/** The empty form: crypto first, then one of its networks. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Add Address' }, SLOW)).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Save a new address' }, SLOW),
    ).toBeVisible();
    await expect(await canvas.findByText('Choose the crypto first', {}, SLOW)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save address' })).toBeEnabled();
  },
};

/** Filled and saved: addCryptoAddress with the form's data, then back to the list. */
export const Saved: Story = {
  parameters: {
    store: bookStore(
      FOUR_ENTRIES.filter((entry) => entry.address !== BTC_ADDRESS),
      { url: '/add-address' },
    ),
  },
  play: async ({ canvasElement, loaded }) => {
    await fillBtc(canvasElement, `  ${BTC_ADDRESS} `, 'Savings');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save address' }));
    await waitFor(() =>
      expect(storeOf(loaded).navigator.visited).toEqual([{ to: '/addresses', replace: true }]),
    );
    await expect(callsTo(loaded, 'addCryptoAddress')).toEqual([
      { authToken: 'story-token', crypto: 'BTC', network: 'BTC', address: BTC_ADDRESS, name: 'Savings' },
    ]);
  },
};

/** Required fields: each one's message on Save, nothing sent. */
export const Required: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Save address' }, SLOW));
    for (const message of [
      'Please select the crypto',
      'Please select the network',
      'Please enter the address',
    ]) {
      await expect(await canvas.findByText(message)).toBeVisible();
    }
    await expect(callsTo(loaded, 'addCryptoAddress')).toEqual([]);
  },
};

/** A bad checksum: the gateway refuses, the spec's message beside the address; corrected, it saves. */
export const WrongChecksum: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await fillBtc(canvasElement, BTC_BAD_CHECKSUM);
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await expect(await canvas.findByText(INCORRECT)).toBeVisible();
    await expect(addressField(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(storeOf(loaded).navigator.visited).toEqual([]);

    await userEvent.clear(addressField(canvas));
    await waitFor(() => expect(canvas.queryByText(INCORRECT)).toBeNull());
    await userEvent.type(addressField(canvas), BTC_LEGACY.replace('3J98', '3J99'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await expect(await canvas.findByText(INCORRECT)).toBeVisible();
  },
};

/** The name over 25 characters: the spec's message, nothing sent. */
export const NameTooLong: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await fillBtc(canvasElement, BTC_ADDRESS, 'A name of twenty-six chars');
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await expect(await canvas.findByText('The address name cannot exceed 25 characters')).toBeVisible();
    await expect(callsTo(loaded, 'addCryptoAddress')).toEqual([]);
  },
};

/** An address already in the book: the gateway's words above the form. */
export const AlreadySaved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillBtc(canvasElement, BTC_ADDRESS);
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This address is already in your address book',
    );
  },
};

/** No answer at all: the form stays as typed, with a message to try again. */
export const SaveUnanswered: Story = {
  parameters: { store: bookStore(FOUR_ENTRIES, { url: '/add-address', saveUnanswered: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillBtc(canvasElement, BTC_ADDRESS);
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The address could not be saved. Please try again.',
    );
    await expect(addressField(canvas)).toHaveValue(BTC_ADDRESS);
  },
};

/**
 * From Submit Address: the purchase's crypto, network and typed address are in the form; saved, the
 * buyer is back on Submit Address with the address chosen.
 */
export const FromSubmitAddress: Story = {
  parameters: {
    route: '/add-address?from=submitAddress',
    store: bookStore([], {
      url: '/add-address?from=submitAddress',
      session: flowSession({ quote: acceptedQuote(), offer: chosenOffer(), address: BTC_LEGACY }),
    }),
  },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('note', {}, SLOW)).toHaveTextContent(
      'Once it is saved, you go back to your order with this address chosen.',
    );
    await waitFor(() => expect(addressField(canvas)).toHaveValue(BTC_LEGACY), SLOW);
    await expect(canvas.getByRole('combobox', { name: /^Crypto/ })).toHaveTextContent('BTC');
    await expect(canvas.getByRole('combobox', { name: /^Network/ })).toHaveTextContent('Bitcoin');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Address name (optional)' }), 'Trezor');
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    await waitFor(() =>
      expect(storeOf(loaded).navigator.visited).toEqual([{ to: '/submit-address', replace: true }]),
    );
    await expect(storeOf(loaded).order.address).toBe(BTC_LEGACY);
    await expect(callsTo(loaded, 'addCryptoAddress')).toEqual([
      { authToken: 'story-token', crypto: 'BTC', network: 'BTC', address: BTC_LEGACY, name: 'Trezor' },
    ]);
  },
};

/** Opened on a saved address: filled from it; saved in its place with editCryptoAddress. */
/** Editing the third address: a book of its own for each story, as Edit's play function changes its book. */
const editParameters = () => ({
  route: '/add-address?id=a3',
  store: bookStore(FOUR_ENTRIES, { url: '/add-address?id=a3' }),
});

export const Edit: Story = {
  parameters: editParameters(),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Edit this address' }, SLOW),
    ).toBeVisible();
    await waitFor(() => expect(addressField(canvas)).toHaveValue(TRON_ADDRESS), SLOW);
    const name = canvas.getByRole('textbox', { name: 'Address name (optional)' });
    await expect(name).toHaveValue('Exchange deposit');
    await userEvent.clear(name);
    await userEvent.type(name, 'Binance deposit');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(storeOf(loaded).navigator.visited).toEqual([{ to: '/addresses', replace: true }]),
    );
    await expect(callsTo(loaded, 'editCryptoAddress')).toEqual([
      {
        authToken: 'story-token',
        id: 'a3',
        crypto: 'USDT',
        network: 'TRON',
        address: TRON_ADDRESS,
        name: 'Binance deposit',
      },
    ]);
  },
};

/** Opened on an address deleted meanwhile: said so, with the way back to the list. */
export const EditMissing: Story = {
  parameters: {
    route: '/add-address?id=gone',
    store: bookStore(FOUR_ENTRIES, { url: '/add-address?id=gone' }),
  },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('This address is no longer in your address book.', {}, SLOW),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to your addresses' }));
    await expect(storeOf(loaded).navigator.visited).toEqual([{ to: '/addresses', replace: true }]);
  },
};

export const EditLoading: Story = {
  parameters: {
    route: '/add-address?id=a3',
    store: bookStore(FOUR_ENTRIES, { url: '/add-address?id=a3', latencyMs: 60_000 }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', { name: 'Loading the address' }, SLOW)).toBeVisible();
  },
};

/** The address to edit could not be loaded: the gateway's words and Try again. */
export const EditLoadFailed: Story = {
  parameters: {
    route: '/add-address?id=a3',
    store: bookStore(FOUR_ENTRIES, { url: '/add-address?id=a3', listFailsOn: [1] }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, SLOW);
    await expect(alert).toHaveTextContent('The address could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(addressField(canvas)).toHaveValue(TRON_ADDRESS), SLOW);
  },
};

/** A 103-character address and a 25-character name without spaces: the form stays on the screen. */
export const LongAddress: Story = {
  parameters: { route: '/add-address?id=l1', store: bookStore(LONG_ENTRIES, { url: '/add-address?id=l1' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(addressField(canvas)).toHaveValue(LONG_ADDRESS), SLOW);
    await expect(canvas.getByRole('textbox', { name: 'Address name (optional)' })).toHaveValue(
      'MyVeryLongWalletNameXYZ12',
    );
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '添加地址' }, SLOW)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: '保存新地址' })).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: '保存地址' }, SLOW));
    await expect(await canvas.findByText('请选择币种')).toBeVisible();
    await expect(await canvas.findByText('请输入地址')).toBeVisible();
  },
};

export const ChineseWrongChecksum: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('combobox', { name: /^币种/ }, SLOW));
    await userEvent.click(await page.findByRole('option', { name: /BTC/ }, SLOW));
    await userEvent.click(canvas.getByRole('combobox', { name: /^网络/ }));
    await userEvent.click(await page.findByRole('option', { name: /Bitcoin/ }, SLOW));
    await userEvent.type(canvas.getByRole('textbox', { name: /^地址( \*)?$/ }), BTC_BAD_CHECKSUM);
    await userEvent.click(canvas.getByRole('button', { name: '保存地址' }));
    await expect(await canvas.findByText('地址不正确，请检查字符和地址长度后重试')).toBeVisible();
  },
};

export const ChineseEdit: Story = {
  globals: { locale: 'zh-CN' },
  parameters: editParameters(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: '编辑此地址' }, SLOW)).toBeVisible();
    await expect(await canvas.findByRole('button', { name: '保存更改' }, SLOW)).toBeVisible();
    await waitFor(() => expect(canvas.getByDisplayValue('Exchange deposit')).toBeVisible(), SLOW);
  },
};

/** Logged out, the page asks for a login first and remembers itself. */
export const LoggedOut: Story = {
  parameters: { store: { ...bookStore(FOUR_ENTRIES, { url: '/add-address' }), loggedIn: false } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Enter your e-mail' }, SLOW),
    ).toBeVisible();
    await expect(storeOf(loaded).userInfo.loginTarget).toBe('/add-address');
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  parameters: editParameters(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByDisplayValue('Exchange deposit')).toBeVisible(), SLOW);
  },
};
