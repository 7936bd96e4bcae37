import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
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
