import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppShell } from '../../src/shell/AppShell.tsx';
import { quoteScreenStore } from '../screens/fixtures/quoteApi.ts';
import { modes } from '../../.storybook/modes.ts';
import { inLocale } from '../support/modes.tsx';

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

/**
 * The shell on Edit, as designers review it (Chromatic modes, .storybook/modes.ts): on a desktop, and in a
 * partner's theme in Chinese on a phone.
 */
export const OnEdit: Story = {
  parameters: {
    chromatic: {
      modes: {
        'en-US desktop': modes['en-US desktop'],
        'aurora zh-CN phone': { ...modes['aurora phone'], locale: 'zh-CN' },
      },
    },
  },
  play: ({ canvasElement, globals }) => quoteShown(canvasElement, inLocale(globals, 'Continue', '继续')),
};
