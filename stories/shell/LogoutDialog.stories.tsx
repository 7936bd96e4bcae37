import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { LogoutDialog } from '../../src/shell/LogoutDialog.tsx';

const meta = {
  title: 'Shell/LogoutDialog',
  component: LogoutDialog,
  args: { open: true, onCancel: fn(), onConfirm: fn() },
} satisfies Meta<typeof LogoutDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Confirm: Story = {
  play: async ({ args }) => {
    const dialog = screen.getByRole('dialog', { name: 'Log Out' });
    await expect(dialog).toHaveTextContent('Are you sure you want to log out?');
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const Cancel: Story = {
  play: async ({ args }) => {
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async () => {
    // The popup fades in.
    await waitFor(() => expect(screen.getByRole('dialog', { name: '退出登录' })).toBeVisible());
    await expect(screen.getByRole('button', { name: '确定' })).toBeVisible();
    await expect(screen.getByRole('button', { name: '取消' })).toBeVisible();
  },
};
