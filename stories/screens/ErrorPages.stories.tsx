import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppShell } from '../../src/shell/AppShell.tsx';
import { SLOW } from './fixtures/orderApi.ts';

/** The error pages of SPEC §8, each with a way back. */
const meta = {
  title: 'Screens/ErrorPages',
  component: AppShell,
} satisfies Meta<typeof AppShell>;
export default meta;

type Story = StoryObj<typeof meta>;

const heading = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('heading', { level: 2, name }, SLOW);

export const NoRespond: Story = {
  parameters: { route: '/no-respond' },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, 'No response')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Back to Buy Crypto' })).toBeVisible();
  },
};

export const AccessDenied: Story = {
  parameters: { route: '/access-denied' },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'Service unavailable in your region');
    await expect(
      within(canvasElement).getByText(
        'Sorry, Buy Crypto temporarily does not support services in your region.',
      ),
    ).toBeVisible();
  },
};

export const ServerTimeout: Story = {
  parameters: { route: '/server-timeout' },
  play: async ({ canvasElement }) => {
    await heading(canvasElement, 'This site took too long to respond');
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Checking the connection',
      'Reloading the page',
      expect.stringMatching(/^Contacting support at .+@.+$/),
    ]);
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const TransactionRestricted: Story = {
  parameters: { route: '/transaction-restricted' },
  play: async ({ canvasElement }) => {
    await expect(
      await heading(canvasElement, 'Transaction restricted, please try again later'),
    ).toBeVisible();
  },
};

export const ChineseServerTimeout: Story = {
  globals: { locale: 'zh-CN' },
  parameters: { route: '/server-timeout' },
  play: async ({ canvasElement }) => {
    await expect(await heading(canvasElement, '该网站响应时间过长')).toBeVisible();
  },
};

export const ChineseAccessDenied: Story = {
  globals: { locale: 'zh-CN' },
  parameters: { route: '/access-denied' },
};

export const DesktopTransactionRestricted: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  parameters: { route: '/transaction-restricted' },
};
