import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CountrySelector } from '../../src/components/CountrySelector/index.ts';
import { inColumn } from './fixtures/layout.tsx';

const meta = {
  title: 'Components/CountrySelector',
  component: CountrySelector,
  decorators: [inColumn],
  args: { code: 'FR', name: 'France', onClick: fn() },
} satisfies Meta<typeof CountrySelector>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'France, change country' });
    await expect(button).toHaveTextContent('France');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Finding your country' })).toBeVisible();
    await expect(canvas.queryByText('France')).toBeNull();
  },
};

export const Banned: Story = {
  args: { banned: true, code: 'KP', name: 'North Korea' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
    await expect(canvasElement).toHaveTextContent('');
  },
};

export const Unknown: Story = {
  args: { code: undefined, name: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Select country' })).toBeEnabled();
  },
};

/** A country's full official name (the flags served are those of the countries the gateway lists). */
export const LongName: Story = {
  args: { code: 'GB', name: 'United Kingdom of Great Britain and Northern Ireland' },
};

export const NotClickable: Story = {
  args: { onClick: undefined },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'France, change country' }),
    ).toBeDisabled();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  args: { code: 'JP', name: '日本' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '日本，更换国家或地区' })).toBeVisible();
  },
};

export const ChineseLoading: Story = {
  globals: { locale: 'zh-CN' },
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('status', { name: '正在确定您所在的国家或地区' }),
    ).toBeVisible();
  },
};

export const PartnerTheme: Story = {
  globals: { partner: 'aurora' },
  play: async ({ canvasElement }) => {
    // aurora's text colour, #F5F3FF
    await expect(getComputedStyle(within(canvasElement).getByRole('button')).color).toBe(
      'rgb(245, 243, 255)',
    );
  },
};
