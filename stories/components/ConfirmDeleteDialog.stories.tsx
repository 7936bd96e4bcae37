import type { Meta, StoryObj } from '@storybook/react-vite';
import Typography from '@mui/material/Typography';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ConfirmDeleteDialog } from '../../src/components/ConfirmDeleteDialog/index.ts';
import { languageModes } from '../../.storybook/modes.ts';
import { inLocale, localeArgs } from '../support/modes.tsx';

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

/**
 * The screen hands the dialog its texts already translated: in the zh-CN mode, Address Book's Chinese
 * ones (the story's own args in en-US).
 */
const inChinese = localeArgs<NonNullable<Story['args']>>({
  'en-US': {},
  'zh-CN': {
    title: '删除这个地址？',
    text: () => '该地址将从您的地址簿中移除。',
    cancelLabel: '取消',
    deleteLabel: '删除',
  },
});

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

/** The subject shown whole under the question, in both languages (Chromatic modes). */
export const WithDetails: Story = {
  args: { text: () => 'This address will be removed from your address book.', details },
  decorators: [inChinese],
  parameters: { chromatic: { modes: languageModes } },
  play: async ({ globals }) => {
    const dialog = await screen.findByRole('dialog', {
      name: inLocale(globals, 'Delete this address?', '删除这个地址？'),
    });
    await expect(dialog).toHaveAccessibleDescription(
      inLocale(
        globals,
        'This address will be removed from your address book.',
        '该地址将从您的地址簿中移除。',
      ),
    );
    await waitFor(() => expect(within(dialog).getByText(saved.address)).toBeVisible());
    await expect(within(dialog).getByText('Cold wallet')).toBeVisible();
  },
};

/** While the deletion runs: Delete shows its progress, Cancel and Escape wait; in both languages (Chromatic modes). */
export const Deleting: Story = {
  args: { deleting: true },
  decorators: [inChinese],
  parameters: { chromatic: { modes: languageModes } },
  play: async ({ args, globals }) => {
    const dialog = await screen.findByRole('dialog', {
      name: inLocale(globals, 'Delete this address?', '删除这个地址？'),
    });
    await expect(
      within(dialog).getByRole('button', { name: inLocale(globals, 'Cancel', '取消') }),
    ).toBeDisabled();
    await expect(
      within(dialog).getByRole('button', { name: inLocale(globals, /Delete/, /删除/) }),
    ).toBeDisabled();
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
