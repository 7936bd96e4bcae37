import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from '@mui/material/Button';
import { expect, within } from 'storybook/test';
import { StatusPage } from '../../src/components/StatusPage/index.ts';
import { languageModes } from '../../.storybook/modes.ts';
import { inLocale, localeArgs } from '../support/modes.tsx';

/** A result or error page: status icon, title, text, optional content and actions. */
const meta = {
  title: 'Components/StatusPage',
  component: StatusPage,
  args: {
    tone: 'success',
    title: 'Payment successful',
    description: "We're purchasing your crypto. This takes between a few minutes and a few hours.",
  },
} satisfies Meta<typeof StatusPage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Success: Story = {
  args: {
    actions: (
      <Button variant="contained" size="large" fullWidth>
        View order status
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Payment successful' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-tone="success"]')).not.toBeNull();
  },
};

/** In both languages (Chromatic modes, .storybook/modes.ts; the screen hands the page its texts translated). */
export const Error: Story = {
  args: {
    tone: 'error',
    title: 'Payment failed',
    description: 'Your payment failed, please contact your card issuer for further assistance',
  },
  decorators: [
    localeArgs<NonNullable<Story['args']>>({
      'en-US': {},
      'zh-CN': { title: '付款失败', description: '您的付款失败，请联系您的发卡机构获取进一步帮助' },
    }),
  ],
  parameters: { chromatic: { modes: languageModes } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: inLocale(globals, 'Payment failed', '付款失败') }),
    ).toBeVisible();
    await expect(canvasElement.querySelector('[data-tone="error"]')).not.toBeNull();
  },
};

export const WarningWithContent: Story = {
  args: {
    tone: 'warning',
    title: 'This site took too long to respond',
    description: undefined,
    children: (
      <ul>
        <li>Checking the connection</li>
        <li>Reloading the page</li>
      </ul>
    ),
    actions: (
      <>
        <Button variant="contained" size="large" fullWidth>
          Try again
        </Button>
        <Button variant="outlined" size="large" fullWidth>
          Back to Buy Crypto
        </Button>
      </>
    ),
  },
};

export const Pending: Story = {
  args: { tone: 'pending', title: 'Waiting for your payment', live: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-live="polite"]')).not.toBeNull();
  },
};

export const LongTexts: Story = {
  args: {
    tone: 'info',
    title:
      'A very long title that has to wrap over several lines on a narrow phone without overflowing the column',
    description: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdqbc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  },
};

/** In place of a crashed screen: announced at once. */
export const Alert: Story = {
  args: {
    tone: 'error',
    title: 'Oops! Try again later.',
    description: undefined,
    alert: true,
    actions: (
      <Button variant="contained" size="large" fullWidth>
        Try again
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Oops! Try again later.');
  },
};
