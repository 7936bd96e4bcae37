import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FloatingRateNotice } from '../../src/components/FloatingRateNotice/index.ts';
import type { Tokens } from '../../theme/createTheme.ts';
import { allModes } from '../../.storybook/modes.ts';
import { inColumn } from './fixtures/layout.tsx';

const meta = {
  title: 'Components/FloatingRateNotice',
  component: FloatingRateNotice,
  decorators: [inColumn],
  // Snapshotted in both languages, both viewports and every partner theme (.storybook/modes.ts).
  parameters: { chromatic: { modes: allModes } },
} satisfies Meta<typeof FloatingRateNotice>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The notice in the mode's language, in its theme's secondary text colour. */
export const Default: Story = {
  play: async ({ canvasElement, globals, loaded }) => {
    const text = within(canvasElement).getByText(
      globals.locale === 'zh-CN' ? /随市场行情而变化/ : /final amount you get may change with the market/,
    );
    await expect(text).toBeVisible();
    const tokens = loaded.tokens as Tokens;
    await expect(getComputedStyle(text).color).toBe(rgb(tokens.colorSchemes[tokens.scheme].textSecondary));
  },
};

/** '#C4B5FD' → 'rgb(196, 181, 253)', as getComputedStyle gives a colour. */
const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;
