import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppShell } from '../../src/shell/AppShell.tsx';
import type { FakeRootStore } from '../support/fakeRootStore.ts';
import {
  BTC_ADDRESS,
  BTC_LEGACY,
  bookStore,
  EVM_ADDRESS,
  FOUR_ENTRIES,
  LONG_ADDRESS,
  LONG_ENTRIES,
  SLOW,
  TRON_ADDRESS,
} from './Addresses.fixtures.ts';
import { languageModes, modes, reviewModes } from '../../.storybook/modes.ts';
import { inLocale } from '../support/modes.tsx';

/** Saved addresses (/addresses) inside the shell, logged in, over an address book the gateway would keep. */
const meta = {
  title: 'Screens/Addresses',
  component: AppShell,
  parameters: { route: '/addresses', store: bookStore(FOUR_ENTRIES) },
} satisfies Meta<typeof AppShell>;
export default meta;

type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const storeOf = (loaded: Record<string, unknown>) => loaded.store as FakeRootStore;
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const callsTo = (loaded: Record<string, unknown>, endpoint: string) =>
  storeOf(loaded)
    .apiCalls.filter((call) => call.endpoint === endpoint)
    .map((call) => call.body);
type Globals = Record<string, unknown>;
/** The screen's texts in the mode's language (Chromatic modes, .storybook/modes.ts). */
const texts = (globals: Globals) => ({
  title: inLocale(globals, 'Address Book', '地址簿'),
  search: inLocale(globals, 'Search addresses', '搜索地址'),
  add: inLocale(globals, 'Add address', '添加地址'),
  unnamed: inLocale(globals, 'No name', '未命名'),
  empty: inLocale(globals, 'You have no saved addresses yet.', '您还没有保存的地址。'),
  group: (crypto: string, network: string) =>
    inLocale(globals, `${crypto} · ${network}`, `${crypto} · ${network} 网络`),
  groupLabel: (crypto: string, network: string) =>
    inLocale(globals, `${crypto} addresses on ${network}`, `${network} 网络上的 ${crypto} 地址`),
  rename: (name: string) => inLocale(globals, `Rename ${name}`, `重命名 ${name}`),
  delete: (name: string) => inLocale(globals, `Delete ${name}`, `删除 ${name}`),
  nameLabel: inLocale(globals, 'Address name', '地址名称'),
  tooLong: inLocale(globals, 'The address name cannot exceed 25 characters', '地址名称不能超过 25 个字符'),
  count: (count: number) => inLocale(globals, `${count}/25`, `${count}/25 个字符`),
  save: inLocale(globals, 'Save', '保存'),
  cancel: inLocale(globals, 'Cancel', '取消'),
  deleteTitle: inLocale(globals, 'Delete this address?', '删除此地址？'),
  deleteText: inLocale(globals, 'It will be removed from your address book.', '该地址将从您的地址簿中移除'),
  deleteButton: inLocale(globals, 'Delete', '删除'),
  deleted: inLocale(globals, 'Deleted successfully', '删除成功'),
  noMatch: inLocale(
    globals,
    'It appears no result that matches your search. Please try another.',
    '似乎没有与您的搜索匹配的结果，请换个关键词再试。',
  ),
});

/** The rows of every group, each a list item. */
const rows = async (canvas: Canvas, globals: Globals = {}) => {
  await canvas.findByRole('searchbox', { name: texts(globals).search }, SLOW);
  return canvas.queryAllByRole('listitem');
};
/** The page is no wider than the screen: nothing long pushes it sideways. */
const fitsWidth = (canvasElement: HTMLElement) => {
  const root = canvasElement.ownerDocument.documentElement;
  return root.scrollWidth <= root.clientWidth;
};

/**
 * Four addresses under a heading per crypto and network; each row with its whole address. In both
 * languages, on a desktop and in a partner's theme (Chromatic modes).
 */
export const List: Story = {
  parameters: { chromatic: { modes: reviewModes } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = texts(globals);
    await expect(await canvas.findByRole('heading', { level: 1, name: t.title }, SLOW)).toBeVisible();
    await expect(await rows(canvas, globals)).toHaveLength(4);
    const headings = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(headings).toEqual([
      t.group('BTC', 'Bitcoin'),
      t.group('USDT', 'Ethereum (ERC20)'),
      t.group('USDT', 'Tron (TRC20)'),
    ]);
    const btc = within(canvas.getByRole('list', { name: t.groupLabel('BTC', 'Bitcoin') }));
    await expect(btc.getAllByRole('listitem')).toHaveLength(2);
    await expect(btc.getByText(BTC_ADDRESS)).toBeVisible();
    await expect(btc.getByText(t.unnamed)).toBeVisible();
    await expect(btc.getByRole('button', { name: t.rename('Cold wallet') })).toBeVisible();
    // An address without a name is named by its shortened address.
    await expect(btc.getByRole('button', { name: t.delete('3J98t1Wp…RhWNLy') })).toBeVisible();
    await expect(btc.getByText(BTC_LEGACY)).toBeVisible();
    await expect(canvas.getByRole('button', { name: t.add })).toBeEnabled();
  },
};

/** In both languages (Chromatic modes). */
export const Empty: Story = {
  parameters: { store: bookStore([]), chromatic: { modes: languageModes } },
  play: async ({ canvasElement, loaded, globals }) => {
    const canvas = within(canvasElement);
    const t = texts(globals);
    await expect(await canvas.findByText(t.empty, {}, SLOW)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.add }));
    await expect(storeOf(loaded).navigator.visited).toEqual([{ to: '/add-address', replace: false }]);
  },
};

export const Loading: Story = {
  parameters: { store: bookStore(FOUR_ENTRIES, { latencyMs: 60_000 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', { name: 'Loading your addresses' }, SLOW)).toBeVisible();
    await expect(canvas.queryByText(BTC_ADDRESS)).toBeNull();
  },
};

/** The list fails the first time: the gateway's words and Try again, which loads it. */
export const LoadFailed: Story = {
  parameters: { store: bookStore(FOUR_ENTRIES, { listFailsOn: [1] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, SLOW);
    await expect(alert).toHaveTextContent('Your addresses could not be loaded.');
    await expect(alert).toHaveTextContent('Internal error, please try again later');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await rows(canvas)).toHaveLength(4);
  },
};

/** The search finds by name, address or crypto, in any case; the clear button shows them all again. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rows(canvas);
    const search = canvas.getByRole('searchbox', { name: 'Search addresses' });
    await userEvent.type(search, 'COLD');
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(1));
    await expect(canvas.getByText(BTC_ADDRESS)).toBeVisible();

    await userEvent.clear(search);
    await userEvent.type(search, 'tr7nhq');
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(1));
    await expect(canvas.getByText(TRON_ADDRESS)).toBeVisible();

    await userEvent.clear(search);
    await userEvent.type(search, 'usdt');
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(2));
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'USDT · Ethereum (ERC20)',
      'USDT · Tron (TRC20)',
    ]);

    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(4));
  },
};

/** In both languages (Chromatic modes). */
export const SearchNoResult: Story = {
  parameters: { chromatic: { modes: languageModes } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = texts(globals);
    await rows(canvas, globals);
    await userEvent.type(canvas.getByRole('searchbox', { name: t.search }), 'nothing like it');
    await expect(await canvas.findByText(t.noMatch)).toBeVisible();
    await expect(canvas.queryAllByRole('listitem')).toHaveLength(0);
    await expect(canvas.getByRole('button', { name: t.add })).toBeVisible();
  },
};

/** The name edited in place: Enter saves it (editCryptoAddress with the id and the name only). */
export const Rename: Story = {
  // Its own book: the story changes it.
  parameters: { store: bookStore(FOUR_ENTRIES) },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await rows(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Rename Cold wallet' }));
    const field = canvas.getByRole('textbox', { name: 'Address name' });
    await expect(field).toHaveValue('Cold wallet');
    await expect(field).toHaveFocus();
    await expect(canvas.getByText('11/25')).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, 'Savings{Enter}');
    await expect(await canvas.findByRole('heading', { level: 3, name: 'Savings' })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Address name' })).toBeNull();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Rename Savings' })).toHaveFocus());
    await expect(callsTo(loaded, 'editCryptoAddress')).toEqual([
      { authToken: 'story-token', id: 'a1', name: 'Savings' },
    ]);
  },
};

/**
 * 26 characters: the spec's message at once, and Save sends nothing; Cancel keeps the old name. In both
 * languages (Chromatic modes).
 */
export const RenameTooLong: Story = {
  parameters: { chromatic: { modes: languageModes } },
  play: async ({ canvasElement, loaded, globals }) => {
    const canvas = within(canvasElement);
    const t = texts(globals);
    await rows(canvas, globals);
    await userEvent.click(canvas.getByRole('button', { name: t.rename('Ledger') }));
    const field = canvas.getByRole('textbox', { name: t.nameLabel });
    await userEvent.clear(field);
    await userEvent.type(field, 'A name of twenty-six chars');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t.tooLong);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(canvas.getByRole('button', { name: t.save }));
    await expect(callsTo(loaded, 'editCryptoAddress')).toEqual([]);
    await userEvent.type(field, '{Backspace}');
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
    await expect(canvas.getByText(t.count(25))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.cancel }));
    await expect(canvas.getByRole('heading', { level: 3, name: 'Ledger' })).toBeVisible();
  },
};

/** The gateway refuses the rename (the address was deleted meanwhile): its words under the field. */
export const RenameRefused: Story = {
  parameters: { store: bookStore(FOUR_ENTRIES, { editNotFound: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rows(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Rename Ledger' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Address name' }), ' 2{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Address not found');
    await expect(canvas.getByRole('textbox', { name: 'Address name' })).toHaveValue('Ledger 2');
  },
};

/**
 * Delete asks first, showing the name and the whole address; Cancel keeps it, Delete removes it. In both
 * languages (Chromatic modes).
 */
export const DeleteConfirmation: Story = {
  // Its own book: the story changes it.
  parameters: { store: bookStore(FOUR_ENTRIES), chromatic: { modes: languageModes } },
  play: async ({ canvasElement, loaded, globals }) => {
    const canvas = within(canvasElement);
    const body = page(canvasElement);
    const t = texts(globals);
    await rows(canvas, globals);
    await userEvent.click(canvas.getByRole('button', { name: t.delete('Exchange deposit') }));
    const dialog = await body.findByRole('dialog', { name: t.deleteTitle });
    await expect(dialog).toHaveTextContent(t.deleteText);
    await expect(dialog).toHaveTextContent('Exchange deposit');
    await expect(dialog).toHaveTextContent(t.group('USDT', 'Tron (TRC20)'));
    await expect(dialog).toHaveTextContent(TRON_ADDRESS);
    await userEvent.click(within(dialog).getByRole('button', { name: t.cancel }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(callsTo(loaded, 'delCryptoAddress')).toEqual([]);

    await userEvent.click(canvas.getByRole('button', { name: t.delete('Exchange deposit') }));
    const deleteButton = within(await body.findByRole('dialog')).getByRole('button', {
      name: t.deleteButton,
    });
    // The toast is shown for two seconds only: watched for from before the click, as a busy machine may
    // take longer than that to return from it.
    const toast = body.findByText(t.deleted);
    await userEvent.click(deleteButton);
    await expect(await toast).toHaveTextContent(t.deleted);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvas.queryByText(TRON_ADDRESS)).toBeNull());
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(callsTo(loaded, 'delCryptoAddress')).toEqual([{ authToken: 'story-token', id: 'a3' }]);
  },
};

/** A delete the gateway refuses: 'Failed to delete', and the address stays. */
export const DeleteFailed: Story = {
  parameters: { store: bookStore(FOUR_ENTRIES, { deleteFails: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = page(canvasElement);
    await rows(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Ledger' }));
    await userEvent.click(within(await body.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(async () => expect(await body.findByText('Failed to delete')).toBeVisible());
    await expect(canvas.getByText(EVM_ADDRESS)).toBeVisible();
  },
};

/** The last address deleted: the empty state with Add. */
export const DeleteLast: Story = {
  parameters: { store: bookStore([FOUR_ENTRIES[3]]) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = page(canvasElement);
    await rows(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Cold wallet' }));
    await userEvent.click(within(await body.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await expect(await canvas.findByText('You have no saved addresses yet.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add address' })).toBeVisible();
  },
};

/** Edit opens the address form on the address; Add opens it empty. */
export const EditAndAdd: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await rows(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Cold wallet' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add address' }));
    await expect(storeOf(loaded).navigator.visited).toEqual([
      { to: '/add-address?id=a1', replace: false },
      { to: '/add-address', replace: false },
    ]);
  },
};

/**
 * 25 characters with no space to break at, wide characters, a 103-character address: nothing leaves the
 * screen, on a phone or a desktop (Chromatic modes).
 */
export const LongNamesAndAddresses: Story = {
  parameters: {
    store: bookStore(LONG_ENTRIES),
    chromatic: { modes: { 'en-US phone': modes['en-US phone'], 'en-US desktop': modes['en-US desktop'] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await rows(canvas)).toHaveLength(3);
    await expect(canvas.getByText(LONG_ADDRESS)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'MyVeryLongWalletNameXYZ12' })).toBeVisible();
    await expect(fitsWidth(canvasElement)).toBe(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Rename MyVeryLongWalletNameXYZ12' }));
    await expect(canvas.getByRole('textbox', { name: 'Address name' })).toHaveValue(
      'MyVeryLongWalletNameXYZ12',
    );
    await expect(fitsWidth(canvasElement)).toBe(true);
  },
};

export const LongNamesDelete: Story = {
  parameters: { store: bookStore(LONG_ENTRIES) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rows(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete MyVeryLongWalletNameXYZ12' }));
    const dialog = await page(canvasElement).findByRole('dialog');
    await expect(dialog).toHaveTextContent(LONG_ADDRESS);
    await expect(fitsWidth(canvasElement)).toBe(true);
  },
};

/** Logged out, the page asks for a login first and remembers itself. */
export const LoggedOut: Story = {
  parameters: { store: { ...bookStore(FOUR_ENTRIES), loggedIn: false } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Enter your e-mail' }, SLOW),
    ).toBeVisible();
    await expect(storeOf(loaded).userInfo.loginTarget).toBe('/addresses');
  },
};
