import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { MenuDrawer } from '../../src/shell/MenuDrawer.tsx';

const meta = {
  title: 'Shell/MenuDrawer',
  component: MenuDrawer,
  args: {
    open: true,
    loggedIn: false,
    onClose: fn(),
    onLogIn: fn(),
    onLogOut: fn(),
    supportEmail: 'support@buycrypto.example',
    buildStamp: '202510231552',
  },
} satisfies Meta<typeof MenuDrawer>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The drawer renders in a portal on document.body, outside the story's canvas. */
const menu = () => within(screen.getByRole('navigation', { name: 'Menu' }));

export const LoggedOut: Story = {
  play: async ({ args }) => {
    const nav = menu();
    await expect(nav.getByRole('link', { name: 'Buy Crypto' })).toHaveAttribute('href', '/edit');
    await expect(nav.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/my-orders');
    const terms = nav.getByRole('link', { name: /Terms of Service/ });
    await expect(terms).toHaveAttribute('href', '/terms.html');
    await expect(terms).toHaveAttribute('target', '_blank');
    await expect(nav.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    await expect(nav.queryByRole('button', { name: 'Log Out' })).toBeNull();
    await expect(nav.getByRole('link', { name: 'support@buycrypto.example' })).toHaveAttribute(
      'href',
      'mailto:support@buycrypto.example',
    );
    await expect(nav.getByText('Version 2025-10-23 15:52')).toBeVisible();
    await userEvent.click(nav.getByRole('button', { name: 'Log In' }));
    await expect(args.onLogIn).toHaveBeenCalledOnce();
  },
};

export const LoggedIn: Story = {
  args: { loggedIn: true },
  play: async ({ args }) => {
    const nav = menu();
    await expect(nav.queryByRole('button', { name: 'Log In' })).toBeNull();
    await userEvent.click(nav.getByRole('button', { name: 'Log Out' }));
    await expect(args.onLogOut).toHaveBeenCalledOnce();
  },
};

export const ClosesFromItsButton: Story = {
  play: async ({ args }) => {
    await userEvent.click(menu().getByRole('button', { name: 'Close menu' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  args: { loggedIn: true },
  play: async () => {
    const nav = within(screen.getByRole('navigation', { name: '菜单' }));
    await expect(nav.getByRole('link', { name: '购买加密货币' })).toBeVisible();
    await expect(nav.getByRole('button', { name: '退出登录' })).toBeVisible();
    await expect(nav.getByText('版本 2025-10-23 15:52')).toBeVisible();
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { loggedIn: true },
};

export const PartnerTheme: Story = {
  globals: { partner: 'aurora' },
};
