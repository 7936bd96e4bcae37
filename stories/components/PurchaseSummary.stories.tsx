import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PurchaseSummary } from '../../src/components/PurchaseSummary/index.ts';
import { inColumn } from './fixtures/layout.tsx';
import { languageModes } from '../../.storybook/modes.ts';
import { inLocale, localeArgs } from '../support/modes.tsx';

const rowsIn = ([provider, pay, get, address]: string[]) => [
  { label: provider, value: 'Sandbox Pay' },
  { label: pay, value: '100 USD' },
  { label: get, value: '0.0016 BTC' },
  { label: address, value: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', mono: true },
];

/** The purchase as label / value lines: a purchase step's summary, or an order's details under a heading. */
const meta = {
  title: 'Components/PurchaseSummary',
  component: PurchaseSummary,
  decorators: [inColumn],
  args: { rows: rowsIn(['Provider', 'You pay', 'You get', 'Address']) },
} satisfies Meta<typeof PurchaseSummary>;
export default meta;

type Story = StoryObj<typeof meta>;
type Args = Story['args'] & typeof meta.args;

/** A purchase step's summary (texts translated by the screen), in both languages (Chromatic modes). */
export const Summary: Story = {
  decorators: [
    localeArgs<Args>({
      'en-US': {},
      'zh-CN': { rows: rowsIn(['服务商', '您支付', '您获得', '地址']) },
    }),
  ],
  parameters: { chromatic: { modes: languageModes } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(inLocale(globals, 'You pay', '您支付'))).toBeVisible();
    await expect(canvas.getByText('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBeVisible();
    await expect(canvas.queryByRole('heading')).toBeNull();
  },
};

/** An order's details: a section named by its heading. */
export const OrderDetails: Story = {
  args: { heading: { id: 'order-details', text: 'Order details' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Order details' })).toBeVisible();
    await expect(canvas.getByText('0.0016 BTC')).toBeVisible();
  },
};
