import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TopBar } from '../../src/shell/TopBar.tsx';

const meta = {
  title: 'Shell/TopBar',
  component: TopBar,
  args: { title: 'Order Status', onBack: fn(), onOpenMenu: undefined },
} satisfies Meta<typeof TopBar>;
export default meta;

type Story = StoryObj<typeof meta>;

export const WithBackArrow: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Order Status' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

export const WithoutBackArrowWithMenu: Story = {
  args: { title: 'Buy', onBack: undefined, onOpenMenu: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Back' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    await expect(args.onOpenMenu).toHaveBeenCalledOnce();
  },
};

/** On a phone: a desktop-wide bar has room for the whole title, so the story keeps the phone's width. */
export const LongTitle: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: {
    title: 'Please confirm that you own and control this wallet address before you continue',
    onOpenMenu: fn(),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 1 });
    // The title is cut with an ellipsis on one line; both buttons keep their place.
    await expect(title.scrollWidth).toBeGreaterThan(title.clientWidth);
    await expect(title.getBoundingClientRect().height).toBeLessThan(40);
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  args: { title: '订单状态', onOpenMenu: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: '订单状态' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '返回' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '打开菜单' })).toBeVisible();
  },
};

export const MutedBackground: Story = {
  args: { title: 'My Orders', background: 'surfaceMuted' },
};

export const PartnerTheme: Story = {
  globals: { partner: 'aurora' },
  args: { title: 'Buy', onBack: undefined, onOpenMenu: fn() },
  play: async ({ canvasElement }) => {
    const bar = canvasElement.querySelector('header');
    // aurora's top-bar colour, #24194A
    await expect(bar && getComputedStyle(bar).backgroundColor).toBe('rgb(36, 25, 74)');
  },
};
