import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { LogoutDialog } from '../../src/shell/LogoutDialog.tsx';
import { languageModes } from '../../.storybook/modes.ts';
import { inLocale } from '../support/modes.tsx';

const meta = {
  title: 'Shell/LogoutDialog',
  component: LogoutDialog,
  args: { open: true, onCancel: fn(), onConfirm: fn() },
} satisfies Meta<typeof LogoutDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

/** In both languages (Chromatic modes, .storybook/modes.ts). */
export const Confirm: Story = {
  parameters: { chromatic: { modes: languageModes } },
  play: async ({ args, globals }) => {
    // The popup fades in.
    const dialog = await waitFor(() => {
      const shown = screen.getByRole('dialog', { name: inLocale(globals, 'Log Out', '退出登录') });
      expect(shown).toBeVisible();
      return shown;
    });
    await expect(dialog).toHaveTextContent(
      inLocale(globals, 'Are you sure you want to log out?', '确定要退出登录吗？'),
    );
    await expect(screen.getByRole('button', { name: inLocale(globals, 'Cancel', '取消') })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: inLocale(globals, 'Yes', '确定') }));
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
