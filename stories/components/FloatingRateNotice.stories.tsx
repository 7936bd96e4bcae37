import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FloatingRateNotice } from '../../src/components/FloatingRateNotice/index.ts';
import { inColumn } from './fixtures/layout.tsx';

const meta = {
  title: 'Components/FloatingRateNotice',
  component: FloatingRateNotice,
  decorators: [inColumn],
} satisfies Meta<typeof FloatingRateNotice>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(/final amount you get may change with the market/),
    ).toBeVisible();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/随市场行情而变化/)).toBeVisible();
  },
};

export const PartnerTheme: Story = {
  globals: { partner: 'aurora' },
  play: async ({ canvasElement }) => {
    // aurora's secondary text colour, #C4B5FD
    await expect(getComputedStyle(within(canvasElement).getByText(/final amount/)).color).toBe(
      'rgb(196, 181, 253)',
    );
  },
};
