import type { Meta, StoryObj } from '@storybook/react-vite';
import WalletIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ListMessage } from '../../src/components/ListMessage/index.ts';
import { inColumn } from './fixtures/layout.tsx';
import { languageModes } from '../../.storybook/modes.ts';
import { inLocale, localeArgs } from '../support/modes.tsx';

/** A list (saved addresses, saved cards, orders) without anything to show: why, and the one way on. */
const meta = {
  title: 'Components/ListMessage',
  component: ListMessage,
  decorators: [inColumn],
  args: {
    tone: 'empty',
    emptyIcon: WalletIcon,
    text: 'No saved addresses yet',
    detail: 'Save the addresses you send crypto to, and pick them when you buy.',
    action: { label: 'Add address', onClick: fn(), main: true },
  },
} satisfies Meta<typeof ListMessage>;
export default meta;

type Story = StoryObj<typeof meta>;
type Args = Story['args'] & typeof meta.args;

/** The screen's texts (translated by the screen) in both languages (Chromatic modes). */
export const Empty: Story = {
  decorators: [
    localeArgs<Args>({
      'en-US': {},
      'zh-CN': (args) => ({
        text: '还没有保存的地址',
        detail: '保存您常用的收币地址，购买时直接选择。',
        action: { ...args.action, label: '添加地址' },
      }),
    }),
  ],
  parameters: { chromatic: { modes: languageModes } },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(inLocale(globals, 'No saved addresses yet', '还没有保存的地址')),
    ).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: inLocale(globals, 'Add address', '添加地址') }));
    await expect(args.action.onClick).toHaveBeenCalledOnce();
  },
};

/** The list could not be loaded: announced, with the gateway's words and Try again; in both languages. */
export const Error: Story = {
  args: {
    tone: 'error',
    text: 'Failed to load',
    detail: 'System busy, please try again later',
    action: { label: 'Try again', onClick: fn() },
  },
  decorators: [
    localeArgs<Args>({
      'en-US': {},
      'zh-CN': (args) => ({
        text: '加载失败',
        detail: '系统繁忙，请稍后再试',
        action: { ...args.action, label: '重试' },
      }),
    }),
  ],
  parameters: { chromatic: { modes: languageModes } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      inLocale(globals, 'System busy, please try again later', '系统繁忙，请稍后再试'),
    );
    await expect(canvas.getByRole('button', { name: inLocale(globals, 'Try again', '重试') })).toBeVisible();
  },
};

/** No detail line, and the default icon. */
export const TextOnly: Story = {
  args: {
    emptyIcon: undefined,
    detail: undefined,
    text: 'No orders yet',
    action: { label: 'New Order', onClick: fn(), main: true },
  },
};

export const LongValues: Story = {
  args: {
    tone: 'error',
    text: 'The saved address could not be found: it may have been deleted in another window or on another device',
    detail: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdqbc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    action: { label: 'Back to saved addresses', onClick: fn(), main: true },
  },
  play: async ({ canvasElement }) => {
    const section = canvasElement.querySelector('section')!;
    await expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth);
  },
};
