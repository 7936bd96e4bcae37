import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { AppShell } from '../../src/shell/AppShell.tsx';
import type { FakeRootStore } from '../support/fakeRootStore.ts';

/** The whole shell around a routed screen: top bar from the route, menu, logout popup and toasts. */
const meta = {
  title: 'Shell/AppShell',
  component: AppShell,
  parameters: { route: '/edit' },
} satisfies Meta<typeof AppShell>;
export default meta;

type Story = StoryObj<typeof meta>;

export const LogOutFromTheMenu: Story = {
  parameters: { store: { loggedIn: true } },
  play: async ({ canvasElement, loaded }) => {
    const store = loaded.store as FakeRootStore;
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Open menu' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Log Out' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    const toast = await screen.findByRole('alert');
    await expect(toast).toHaveTextContent('Log out');
    await waitFor(() => expect(toast).toBeVisible());
    await expect(store.userInfo.isLoggedIn).toBe(false);
    await expect(store.local.getItem('userInfo')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const BackArrowOnAnInnerPage: Story = {
  parameters: { route: '/order-status' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Order Status' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Buy' })).toBeVisible();
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

export const PartnerThemeChinese: Story = {
  globals: { partner: 'aurora', locale: 'zh-CN' },
};
