import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { AppShell } from '../../src/shell/AppShell.tsx';
import type { SavedCard } from '../../src/stores/CardStore.ts';
import type { FakeRootStore, FakeRootStoreOverrides } from '../support/fakeRootStore.ts';
import { SLOW } from '../support/slow.ts';
import { savedCards } from './fixtures/cardApi.ts';
import { languageModes, reviewModes } from '../../.storybook/modes.ts';
import { inLocale } from '../support/modes.tsx';

/** Saved cards (/cards) inside the shell, logged in, over cardList / delCreditCard answers in the gateway's shape. */

const ok = <T,>(data: T) => ({ respCode: 200, respMessage: 'success', data });

const LONG_CARDS: SavedCard[] = [
  {
    id: 'card-long-1',
    brand: 'American Express Corporate Platinum Business Rewards',
    last4: '0005',
    expMonth: 1,
    expYear: 2029,
    maskedNumber: '•••• 0005',
  },
  {
    id: 'card-long-2',
    brand: 'Mastercard',
    last4: '4444',
    expMonth: 11,
    expYear: 2032,
    maskedNumber: '•••• 4444',
  },
  { id: 'card-long-3', brand: 'Visa', last4: '1881', expMonth: 7, expYear: 2027, maskedNumber: '•••• 1881' },
  {
    id: 'card-long-4',
    brand: 'UnionPay',
    last4: '0017',
    expMonth: 2,
    expYear: 2030,
    maskedNumber: '•••• 0017',
  },
  { id: 'card-long-5', brand: 'JCB', last4: '0505', expMonth: 9, expYear: 2028, maskedNumber: '•••• 0505' },
];

/**
 * cardList over `cards` (a delete takes the card out, as the gateway does); `failList(nth)` answers an
 * error for the nth request instead, `deleteAnswer` replaces delCreditCard's success. Each call is one
 * fake gateway with its own state: a story that deletes or counts requests gets its own.
 */
function cardsStore(
  cards: SavedCard[] = savedCards,
  options: {
    failList?: (nth: number) => boolean;
    deleteAnswer?: { respCode: number; respMessage: string };
    overrides?: FakeRootStoreOverrides;
  } = {},
): FakeRootStoreOverrides {
  let listed = [...cards];
  let asked = 0;
  return {
    url: '/cards',
    loggedIn: true,
    ...options.overrides,
    api: {
      cardList: () => {
        asked += 1;
        if (options.failList?.(asked))
          return {
            respCode: 9000,
            respKey: 'common.internal',
            respMessage: 'Internal error, please try again later',
          };
        return ok(listed);
      },
      delCreditCard: (body) => {
        if (options.deleteAnswer) return options.deleteAnswer;
        listed = listed.filter((card) => card.id !== body.id);
        return { respCode: 200, respMessage: 'success' };
      },
      ...options.overrides?.api,
    },
  };
}

const meta = {
  title: 'Screens/Cards',
  component: AppShell,
  parameters: { route: '/cards', store: cardsStore() },
} satisfies Meta<typeof AppShell>;
export default meta;

type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const storeOf = (loaded: Record<string, unknown>) => loaded.store as FakeRootStore;
type Globals = Record<string, unknown>;
/** The screen's texts in the mode's language (Chromatic modes, .storybook/modes.ts). */
const texts = (globals: Globals) => ({
  title: inLocale(globals, 'My Cards', '我的银行卡'),
  list: inLocale(globals, 'Your saved cards', '您已保存的银行卡'),
  expires: (date: string) => inLocale(globals, `Expires ${date}`, `有效期至 ${date}`),
  delete: (card: string) => inLocale(globals, `Delete ${card}`, `删除 ${card}`),
  note: inLocale(
    globals,
    'Only the brand, the last 4 digits and the expiry date of a card are kept.',
    '我们仅保留银行卡的品牌、卡号后 4 位和有效期。',
  ),
  confirmTitle: inLocale(globals, 'Delete this card?', '删除这张银行卡？'),
  confirmText: (card: string) =>
    inLocale(
      globals,
      `The card ${card} will be removed from your saved cards.`,
      `银行卡 ${card} 将从您已保存的银行卡中移除。`,
    ),
  confirmDelete: inLocale(globals, 'Delete', '删除'),
  deleted: inLocale(globals, 'Deleted successfully', '删除成功'),
  empty: inLocale(globals, 'You have no saved cards.', '您还没有保存的银行卡。'),
  emptyHint: inLocale(
    globals,
    'A card is saved when you pay with it and tick “Save this card for next time”.',
    '付款时勾选“保存此卡以便下次使用”，银行卡就会保存在这里。',
  ),
  buy: inLocale(globals, 'Buy Crypto', '购买加密货币'),
  loadFailed: inLocale(globals, 'Your cards could not be loaded.', '无法加载您的银行卡。'),
  internal: inLocale(globals, 'Internal error, please try again later', '内部错误，请稍后再试'),
  tryAgain: inLocale(globals, 'Try again', '重试'),
});

const rows = async (canvas: Canvas, name = 'Your saved cards') =>
  within(await canvas.findByRole('list', { name }, SLOW)).getAllByRole('listitem');
const deleteCalls = (store: FakeRootStore) =>
  store.apiCalls.filter((call) => call.endpoint === 'delCreditCard').map((call) => call.body);

/**
 * Each card: brand, masked number (last 4 digits only), expiry, and its delete button. In both languages,
 * on a desktop and in a partner's theme (Chromatic modes).
 */
export const WithCards: Story = {
  parameters: { chromatic: { modes: reviewModes } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = texts(globals);
    await expect(await canvas.findByRole('heading', { level: 1, name: t.title }, SLOW)).toBeVisible();
    const items = await rows(canvas, t.list);
    await expect(items).toHaveLength(2);
    await expect(within(items[0]).getByText('Visa')).toBeVisible();
    await expect(items[0]).toHaveTextContent(`**** **** **** 4242 ${t.expires('12/30')}`);
    await expect(within(items[1]).getByText('Mastercard')).toBeVisible();
    await expect(items[1]).toHaveTextContent(`**** **** **** 4444 ${t.expires('03/28')}`);
    await expect(
      within(items[0]).getByRole('button', { name: t.delete('Visa **** **** **** 4242') }),
    ).toBeEnabled();
    await expect(canvas.getByText(t.note)).toBeVisible();
    await expect(canvasElement.textContent).not.toMatch(/\d{5}/);
  },
};

/** Delete asks first, naming the card by its masked number; the dialog stays open for review. */
export const ConfirmDialog: Story = {
  parameters: { store: cardsStore() },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await rows(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Mastercard **** **** **** 4444' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this card?' });
    await expect(dialog).toHaveAccessibleDescription(
      'The card Mastercard **** **** **** 4444 will be removed from your saved cards.',
    );
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(deleteCalls(storeOf(loaded))).toEqual([]);
  },
};

/** Delete in the dialog: the card goes, 'Deleted successfully'; in both languages (Chromatic modes). */
export const Delete: Story = {
  parameters: { store: cardsStore(), chromatic: { modes: languageModes } },
  play: async ({ canvasElement, loaded, globals }) => {
    const canvas = within(canvasElement);
    const t = texts(globals);
    await rows(canvas, t.list);
    await userEvent.click(canvas.getByRole('button', { name: t.delete('Visa **** **** **** 4242') }));
    const dialog = await screen.findByRole('dialog', { name: t.confirmTitle });
    await expect(dialog).toHaveAccessibleDescription(t.confirmText('Visa **** **** **** 4242'));
    await userEvent.click(within(dialog).getByRole('button', { name: t.confirmDelete }));
    await expect(await screen.findByRole('alert')).toHaveTextContent(t.deleted);
    await waitFor(async () => expect(await rows(canvas, t.list)).toHaveLength(1));
    await expect((await rows(canvas, t.list))[0]).toHaveTextContent('Mastercard');
    await expect(deleteCalls(storeOf(loaded))).toEqual([{ authToken: 'story-token', id: 'card-visa' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Cancel keeps the card and sends nothing. */
export const DeleteCancelled: Story = {
  parameters: { store: cardsStore() },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await rows(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Visa **** **** **** 4242' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(await rows(canvas)).toHaveLength(2);
    await expect(deleteCalls(storeOf(loaded))).toEqual([]);
    await expect(screen.queryByRole('alert')).toBeNull();
  },
};

/** The gateway refuses the delete: 'Failed to delete', the card stays. */
export const DeleteFailed: Story = {
  parameters: {
    store: cardsStore(savedCards, { deleteAnswer: { respCode: 404, respMessage: 'Card not found' } }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rows(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Visa **** **** **** 4242' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete');
    await expect(await rows(canvas)).toHaveLength(2);
  },
};

/**
 * No card: why, and the way on is buying (a card is saved only when paying with it). In both languages
 * (Chromatic modes).
 */
export const Empty: Story = {
  parameters: { store: cardsStore([]), chromatic: { modes: languageModes } },
  play: async ({ canvasElement, loaded, globals }) => {
    const canvas = within(canvasElement);
    const t = texts(globals);
    await expect(await canvas.findByText(t.empty, {}, SLOW)).toBeVisible();
    await expect(canvas.getByText(t.emptyHint)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t.buy }));
    await expect(storeOf(loaded).navigator.visited).toEqual([{ to: '/edit', replace: false }]);
  },
};

export const Loading: Story = {
  parameters: { store: cardsStore(savedCards, { overrides: { latencyMs: 60_000 } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', { name: 'Loading your cards' }, SLOW)).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** The list fails (the first time): the gateway's words and Try again, which loads it; in both languages (Chromatic modes). */
export const LoadFailed: Story = {
  parameters: {
    store: cardsStore(savedCards, { failList: (nth) => nth === 1 }),
    chromatic: { modes: languageModes },
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = texts(globals);
    const alert = await canvas.findByRole('alert', {}, SLOW);
    await expect(alert).toHaveTextContent(t.loadFailed);
    await expect(alert).toHaveTextContent(t.internal);
    await userEvent.click(canvas.getByRole('button', { name: t.tryAgain }));
    await expect(await rows(canvas, t.list)).toHaveLength(2);
  },
};

/** A long brand and many cards: everything wraps inside the 360 px column, the delete buttons stay in reach. */
export const LongValues: Story = {
  parameters: { store: cardsStore(LONG_CARDS) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = await rows(canvas);
    await expect(items).toHaveLength(5);
    await expect(
      within(items[0]).getByText('American Express Corporate Platinum Business Rewards'),
    ).toBeVisible();
    await expect(items[0]).toHaveTextContent('**** **** **** 0005 Expires 01/29');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
    const button = within(items[0]).getByRole('button', { name: /^Delete American Express/ });
    const box = button.getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(44);
    await expect(box.right).toBeLessThanOrEqual(document.documentElement.clientWidth);
  },
};

/** Logged out, the page asks for a login first and remembers itself. */
export const LoggedOut: Story = {
  parameters: { store: cardsStore(savedCards, { overrides: { loggedIn: false } }) },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Enter your e-mail' }, SLOW),
    ).toBeVisible();
    await expect(storeOf(loaded).userInfo.loginTarget).toBe('/cards');
  },
};
