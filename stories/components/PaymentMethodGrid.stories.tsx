import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  PaymentMethodGrid,
  type PaymentMethodGridProps,
} from '../../src/components/PaymentMethodGrid/index.ts';
import { paymentMethods } from './fixtures/paymentMethods.ts';
import { inColumn } from './fixtures/layout.tsx';
import { languageAndThemeModes, languageModes } from '../../.storybook/modes.ts';
import { inLocale, themeColour } from '../support/modes.tsx';

/** The choice is kept as the quote store keeps it; a new `selectedId` arg starts over. */
function ControlledGrid(args: PaymentMethodGridProps) {
  const [selectedId, setSelectedId] = useState(args.selectedId);
  return (
    <PaymentMethodGrid
      {...args}
      selectedId={selectedId}
      onSelect={(id) => {
        args.onSelect(id);
        setSelectedId(id);
      }}
    />
  );
}

const meta = {
  title: 'Components/PaymentMethodGrid',
  component: PaymentMethodGrid,
  decorators: [inColumn],
  render: (args) => <ControlledGrid key={args.selectedId} {...args} />,
  args: { methods: paymentMethods.slice(0, 3), selectedId: 'card', onSelect: fn(), onRefresh: fn() },
} satisfies Meta<typeof PaymentMethodGrid>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /Visa \/ Mastercard/ })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: /Apple Pay/ })).toHaveTextContent('Fee 2.99 USD');
    await userEvent.click(canvas.getByRole('radio', { name: /Google Pay/ }));
    await expect(args.onSelect).toHaveBeenCalledWith('googlepay');
    await expect(canvas.getByRole('radio', { name: /Google Pay/ })).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: /Apple Pay/ })).toBeChecked();
  },
};

export const SingleMethod: Story = {
  args: { methods: paymentMethods.slice(0, 1) },
  play: async ({ canvasElement }) => {
    const only = within(canvasElement).getByRole('radio', { name: 'Visa / Mastercard' });
    await expect(only).toHaveTextContent(/^Visa \/ Mastercard$/);
  },
};

/**
 * Six tiles and More; in both languages and a partner's theme, the chosen tile outlined in the theme's
 * primary colour (Chromatic modes, .storybook/modes.ts).
 */
export const MoreThanSix: Story = {
  args: { methods: paymentMethods },
  parameters: { chromatic: { modes: languageAndThemeModes } },
  play: async ({ canvasElement, globals, loaded }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('radiogroup', { name: inLocale(globals, 'Payment method', '支付方式') }),
    ).toBeVisible();
    await expect(getComputedStyle(canvas.getByRole('radio', { name: /Visa/ })).borderColor).toBe(
      themeColour(loaded, 'primary'),
    );
    await expect(canvas.getAllByRole('radio')).toHaveLength(6);
    await expect(canvas.queryByRole('radio', { name: /Bancontact/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: inLocale(globals, 'More', '更多') }));
    await expect(canvas.getByRole('radio', { name: /Bancontact/ })).toBeVisible();
    await expect(canvas.getAllByRole('radio')).toHaveLength(8);
    await userEvent.click(canvas.getByRole('button', { name: inLocale(globals, 'Less', '收起') }));
    await expect(canvas.getAllByRole('radio')).toHaveLength(6);
  },
};

export const Loading: Story = {
  args: { loading: true, methods: [] },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: 'Loading payment methods' });
    await expect(status.querySelectorAll('.MuiSkeleton-root')).toHaveLength(5);
    // The More row's space is kept for when the methods arrive, with nothing to press in it yet.
    await expect(within(status).queryByRole('button')).toBeNull();
  },
};

/** In both languages (Chromatic modes). */
export const Empty: Story = {
  args: { methods: [], selectedId: undefined },
  parameters: { chromatic: { modes: languageModes } },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        inLocale(
          globals,
          'No payment methods available. Please refresh the page.',
          '暂无可用的支付方式，请刷新页面。',
        ),
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: inLocale(globals, 'Refresh', '刷新') }));
    await expect(args.onRefresh).toHaveBeenCalledOnce();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const LongNames: Story = {
  args: {
    methods: [
      { ...paymentMethods[3], name: 'SEPA Instant Credit Transfer (Eurozone)', fee: '12345.678' },
      ...paymentMethods.slice(0, 2),
    ],
    selectedId: 'sepa',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: /SEPA Instant/ })).toHaveTextContent(
      'Fee 12,345.68 USD',
    );
  },
};
