import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { MenuDrawer } from '../../src/shell/MenuDrawer.tsx';
import { reviewModes } from '../../.storybook/modes.ts';
import { inLocale } from '../support/modes.tsx';

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
const menu = (name = 'Menu') => within(screen.getByRole('navigation', { name }));

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

/** In both languages, on a desktop and in a partner's theme (Chromatic modes, .storybook/modes.ts). */
export const LoggedIn: Story = {
  args: { loggedIn: true },
  parameters: { chromatic: { modes: reviewModes } },
  play: async ({ args, globals }) => {
    const nav = menu(inLocale(globals, 'Menu', '菜单'));
    await expect(
      nav.getByRole('link', { name: inLocale(globals, 'Buy Crypto', '购买加密货币') }),
    ).toBeVisible();
    await expect(
      nav.getByText(inLocale(globals, 'Version 2025-10-23 15:52', '版本 2025-10-23 15:52')),
    ).toBeVisible();
    await expect(nav.queryByRole('button', { name: inLocale(globals, 'Log In', '登录') })).toBeNull();
    const logOut = nav.getByRole('button', { name: inLocale(globals, 'Log Out', '退出登录') });
    await expect(logOut).toBeVisible();
    await userEvent.click(logOut);
    await expect(args.onLogOut).toHaveBeenCalledOnce();
  },
};

export const ClosesFromItsButton: Story = {
  play: async ({ args }) => {
    await userEvent.click(menu().getByRole('button', { name: 'Close menu' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};
