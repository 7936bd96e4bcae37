import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppShell } from '../../src/shell/AppShell.tsx';
import { quoteScreenStore } from '../screens/fixtures/quoteApi.ts';

/** The whole shell around a routed screen, as designers review it: phone, desktop, partner theme, zh-CN. */
const meta = {
  title: 'Shell/AppShell',
  component: AppShell,
  // The shell lands on Edit: its calls answer from the quote fixtures, so the screen inside looks as it does live.
  parameters: { route: '/edit', store: quoteScreenStore() },
} satisfies Meta<typeof AppShell>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Edit is done once its quote is in: Continue turns from grey to the brand colour, before the accessibility check. */
const quoteShown = async (canvasElement: HTMLElement, continueLabel: string) => {
  const button = await within(canvasElement).findByRole('button', { name: continueLabel });
  await waitFor(() => expect(button).toBeEnabled());
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
  play: ({ canvasElement }) => quoteShown(canvasElement, 'Continue'),
};

export const PartnerThemeChinese: Story = {
  globals: { partner: 'aurora', locale: 'zh-CN' },
  play: ({ canvasElement }) => quoteShown(canvasElement, '继续'),
};
