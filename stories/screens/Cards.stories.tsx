import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { AppShell } from '../../src/shell/AppShell.tsx';
import type { SavedCard } from '../../src/stores/CardStore.ts';
import type { FakeRootStore, FakeRootStoreOverrides } from '../support/fakeRootStore.ts';
import { SLOW } from '../support/slow.ts';
import { savedCards } from './fixtures/cardApi.ts';

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
const rows = async (canvas: Canvas, name = 'Your saved cards') =>
  within(await canvas.findByRole('list', { name }, SLOW)).getAllByRole('listitem');
const deleteCalls = (store: FakeRootStore) =>
  store.apiCalls.filter((call) => call.endpoint === 'delCreditCard').map((call) => call.body);

/** Each card: brand, masked number (last 4 digits only), expiry, and its delete button. */
export const WithCards: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'My Cards' }, SLOW)).toBeVisible();
    const items = await rows(canvas);
    await expect(items).toHaveLength(2);
    await expect(within(items[0]).getByText('Visa')).toBeVisible();
    await expect(items[0]).toHaveTextContent('**** **** **** 4242 Expires 12/30');
    await expect(within(items[1]).getByText('Mastercard')).toBeVisible();
    await expect(items[1]).toHaveTextContent('**** **** **** 4444 Expires 03/28');
    await expect(
      within(items[0]).getByRole('button', { name: 'Delete Visa **** **** **** 4242' }),
    ).toBeEnabled();
    await expect(
      canvas.getByText('Only the brand, the last 4 digits and the expiry date of a card are kept.'),
    ).toBeVisible();
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

/** Delete in the dialog: the card goes, 'Deleted successfully'. */
export const Delete: Story = {
  parameters: { store: cardsStore() },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await rows(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Visa **** **** **** 4242' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this card?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('Deleted successfully');
    await waitFor(async () => expect(await rows(canvas)).toHaveLength(1));
    await expect((await rows(canvas))[0]).toHaveTextContent('Mastercard');
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

/** No card: why, and the way on is buying (a card is saved only when paying with it). */
export const Empty: Story = {
  parameters: { store: cardsStore([]) },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('You have no saved cards.', {}, SLOW)).toBeVisible();
    await expect(
      canvas.getByText('A card is saved when you pay with it and tick “Save this card for next time”.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Buy Crypto' }));
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

/** The list fails (the first time): the gateway's words and Try again, which loads it. */
export const LoadFailed: Story = {
  parameters: { store: cardsStore(savedCards, { failList: (nth) => nth === 1 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert', {}, SLOW);
    await expect(alert).toHaveTextContent('Your cards could not be loaded.');
    await expect(alert).toHaveTextContent('Internal error, please try again later');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await rows(canvas)).toHaveLength(2);
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

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '我的银行卡' }, SLOW)).toBeVisible();
    const items = await rows(canvas, '您已保存的银行卡');
    await expect(items[0]).toHaveTextContent('有效期至 12/30');
    await expect(canvas.getByText('我们仅保留银行卡的品牌、卡号后 4 位和有效期。')).toBeVisible();
  },
};

export const ChineseConfirmDialog: Story = {
  globals: { locale: 'zh-CN' },
  parameters: { store: cardsStore() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rows(canvas, '您已保存的银行卡');
    await userEvent.click(canvas.getByRole('button', { name: '删除 Visa **** **** **** 4242' }));
    const dialog = await screen.findByRole('dialog', { name: '删除这张银行卡？' });
    await expect(dialog).toHaveAccessibleDescription(
      '银行卡 Visa **** **** **** 4242 将从您已保存的银行卡中移除。',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('删除成功');
  },
};

export const ChineseEmpty: Story = {
  globals: { locale: 'zh-CN' },
  parameters: Empty.parameters,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('您还没有保存的银行卡。', {}, SLOW)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '购买加密货币' })).toBeVisible();
  },
};

export const ChineseLoadFailed: Story = {
  globals: { locale: 'zh-CN' },
  parameters: { store: cardsStore(savedCards, { failList: (nth) => nth === 1 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert', {}, SLOW)).toHaveTextContent('无法加载您的银行卡。');
    await expect(canvas.getByRole('button', { name: '重试' })).toBeVisible();
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

export const Aurora: Story = {
  globals: { partner: 'aurora' },
};
