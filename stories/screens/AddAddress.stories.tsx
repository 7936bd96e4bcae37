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
import { languageModes, localeModes } from '../../.storybook/modes.ts';
import { inLocale } from '../support/modes.tsx';

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

type Globals = Record<string, unknown>;
/** The screen's texts in the mode's language (Chromatic modes, .storybook/modes.ts). */
const texts = (globals: Globals) => ({
  title: inLocale(globals, 'Add Address', '添加地址'),
  addHeading: inLocale(globals, 'Save a new address', '保存新地址'),
  editHeading: inLocale(globals, 'Edit this address', '编辑此地址'),
  cryptoFirst: inLocale(globals, 'Choose the crypto first', '请先选择加密货币'),
  crypto: inLocale(globals, /^Crypto/, /^币种/),
  network: inLocale(globals, /^Network/, /^网络/),
  address: inLocale(globals, /^Address( \*)?$/, /^地址( \*)?$/),
  name: inLocale(globals, 'Address name (optional)', '地址名称（可选）'),
  save: inLocale(globals, 'Save address', '保存地址'),
  saveChanges: inLocale(globals, 'Save changes', '保存更改'),
  required: inLocale(
    globals,
    ['Please select the crypto', 'Please select the network', 'Please enter the address'],
    ['请选择币种', '请选择网络', '请输入地址'],
  ),
  incorrect: inLocale(
    globals,
    'Incorrect address, check the characters and address length before trying again',
    '地址不正确，请检查字符和地址长度后重试',
  ),
});

const storeOf = (loaded: Record<string, unknown>) => loaded.store as FakeRootStore;
const callsTo = (loaded: Record<string, unknown>, endpoint: string) =>
  storeOf(loaded)
    .apiCalls.filter((call) => call.endpoint === endpoint)
    .map((call) => call.body);
const addressField = (canvas: Canvas, globals: Globals = {}) =>
  canvas.getByRole('textbox', { name: texts(globals).address });

/** Chooses an option of one of the form's lists. */
async function choose(canvasElement: HTMLElement, field: RegExp, option: RegExp) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('combobox', { name: field }, SLOW));
  await userEvent.click(
    await within(canvasElement.ownerDocument.body).findByRole('option', { name: option }, SLOW),
  );
}

/** BTC on Bitcoin, an address and a name typed (the form's labels in the mode's language). */
async function fillBtc(canvasElement: HTMLElement, address: string, name?: string, globals: Globals = {}) {
  const t = texts(globals);
  await choose(canvasElement, t.crypto, /BTC/);
  await choose(canvasElement, t.network, /Bitcoin/);
  const canvas = within(canvasElement);
  await userEvent.type(addressField(canvas, globals), address);
  if (name) await userEvent.type(canvas.getByRole('textbox', { name: t.name }), name);
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

/** Required fields: each one's message on Save, nothing sent; in both languages (Chromatic modes). */
export const Required: Story = {
  parameters: { chromatic: { modes: languageModes } },
  play: async ({ canvasElement, loaded, globals }) => {
    const canvas = within(canvasElement);
    const t = texts(globals);
    await expect(await canvas.findByRole('heading', { level: 1, name: t.title }, SLOW)).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: t.addHeading }, SLOW)).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: t.save }, SLOW));
    for (const message of t.required) {
      await expect(await canvas.findByText(message)).toBeVisible();
    }
    await expect(callsTo(loaded, 'addCryptoAddress')).toEqual([]);
  },
};

/**
 * A bad checksum: the gateway refuses, the spec's message beside the address; corrected, it is checked
 * again. In both languages (Chromatic modes).
 */
export const WrongChecksum: Story = {
  parameters: { chromatic: { modes: languageModes } },
  play: async ({ canvasElement, loaded, globals }) => {
    const canvas = within(canvasElement);
    const t = texts(globals);
    await fillBtc(canvasElement, BTC_BAD_CHECKSUM, undefined, globals);
    await userEvent.click(canvas.getByRole('button', { name: t.save }));
    await expect(await canvas.findByText(t.incorrect)).toBeVisible();
    await expect(addressField(canvas, globals)).toHaveAttribute('aria-invalid', 'true');
    await expect(storeOf(loaded).navigator.visited).toEqual([]);

    await userEvent.clear(addressField(canvas, globals));
    await waitFor(() => expect(canvas.queryByText(t.incorrect)).toBeNull());
    await userEvent.type(addressField(canvas, globals), BTC_LEGACY.replace('3J98', '3J99'));
    await userEvent.click(canvas.getByRole('button', { name: t.save }));
    await expect(await canvas.findByText(t.incorrect)).toBeVisible();
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

/** In both languages and on a desktop (Chromatic modes). */
export const Edit: Story = {
  parameters: { ...editParameters(), chromatic: { modes: localeModes } },
  play: async ({ canvasElement, loaded, globals }) => {
    const canvas = within(canvasElement);
    const t = texts(globals);
    await expect(await canvas.findByRole('heading', { level: 2, name: t.editHeading }, SLOW)).toBeVisible();
    await waitFor(() => expect(addressField(canvas, globals)).toHaveValue(TRON_ADDRESS), SLOW);
    const name = canvas.getByRole('textbox', { name: t.name });
    await expect(name).toHaveValue('Exchange deposit');
    await userEvent.clear(name);
    await userEvent.type(name, 'Binance deposit');
    await userEvent.click(canvas.getByRole('button', { name: t.saveChanges }));
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
    // Until the saved address loads, and again while the form's code does (the screen's Suspense shows the
    // same placeholder): asked until one is on show, not of the first found, which the swap may hide.
    await waitFor(
      () => expect(canvas.getByRole('status', { name: 'Loading the address' })).toBeVisible(),
      SLOW,
    );
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
