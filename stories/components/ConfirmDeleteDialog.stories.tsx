import type { Meta, StoryObj } from '@storybook/react-vite';
import Typography from '@mui/material/Typography';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ConfirmDeleteDialog } from '../../src/components/ConfirmDeleteDialog/index.ts';

interface Saved {
  name: string;
  address: string;
}

const saved: Saved = { name: 'Cold wallet', address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' };

const details = (entry: Saved) => (
  <>
    <Typography sx={{ fontWeight: 'fontWeightMedium', overflowWrap: 'anywhere' }}>{entry.name}</Typography>
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      {entry.address}
    </Typography>
  </>
);

/** Asks before deleting something saved (an address, a card): the question naming it, Cancel and a red Delete. */
const meta = {
  title: 'Components/ConfirmDeleteDialog',
  component: ConfirmDeleteDialog<Saved>,
  args: {
    subject: saved,
    title: 'Delete this address?',
    text: (entry: Saved) => `${entry.name} will be removed from your address book.`,
    cancelLabel: 'Cancel',
    deleteLabel: 'Delete',
    deleting: false,
    onCancel: fn(),
    onConfirm: fn(),
  },
} satisfies Meta<typeof ConfirmDeleteDialog<Saved>>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Delete this address?' });
    await expect(dialog).toHaveAccessibleDescription('Cold wallet will be removed from your address book.');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const Cancelled: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Delete this address?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** The subject shown whole under the question. */
export const WithDetails: Story = {
  args: { text: () => 'This address will be removed from your address book.', details },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Delete this address?' });
    await waitFor(() => expect(within(dialog).getByText(saved.address)).toBeVisible());
    await expect(within(dialog).getByText('Cold wallet')).toBeVisible();
  },
};

/** While the deletion runs: Delete shows its progress, Cancel and Escape wait. */
export const Deleting: Story = {
  args: { deleting: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Delete this address?' });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: /Delete/ })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('dialog')).toBeVisible());
  },
};

/** Nothing asked about: no dialog. */
export const Closed: Story = {
  args: { subject: undefined },
  play: async () => {
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

export const LongValues: Story = {
  args: {
    subject: {
      name: 'My very long wallet name that wraps',
      address: '0x52908400098527886E0F7030069857D2E4169EE7'.repeat(3),
    },
    title: 'Delete this saved address from your address book for good?',
    text: () =>
      'This address will be removed from your address book. You can add it again later from Submit Address.',
    details,
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  args: {
    title: '删除这个地址？',
    text: () => '该地址将从您的地址簿中移除。',
    details,
    cancelLabel: '取消',
    deleteLabel: '删除',
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: '删除这个地址？' });
    await expect(dialog).toHaveAccessibleDescription('该地址将从您的地址簿中移除。');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '删除' })).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const ChineseDeleting: Story = {
  globals: { locale: 'zh-CN' },
  args: {
    title: '删除这张银行卡？',
    text: () => '银行卡 Visa **** 4242 将从您已保存的银行卡中移除。',
    cancelLabel: '取消',
    deleteLabel: '删除',
    deleting: true,
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '删除这张银行卡？' });
    await expect(within(dialog).getByRole('button', { name: '取消' })).toBeDisabled();
  },
};
