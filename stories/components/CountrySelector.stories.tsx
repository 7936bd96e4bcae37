import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CountrySelector } from '../../src/components/CountrySelector/index.ts';
import { inColumn } from './fixtures/layout.tsx';
import { languageAndThemeModes, languageModes } from '../../.storybook/modes.ts';
import { inLocale, localeArgs, themeColour } from '../support/modes.tsx';

const meta = {
  title: 'Components/CountrySelector',
  component: CountrySelector,
  decorators: [inColumn],
  args: { code: 'FR', name: 'France', onClick: fn() },
} satisfies Meta<typeof CountrySelector>;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * In both languages and a partner's theme (Chromatic modes, .storybook/modes.ts); the country's name comes
 * from the gateway's list in the buyer's language.
 */
export const Default: Story = {
  decorators: [localeArgs<NonNullable<Story['args']>>({ 'en-US': {}, 'zh-CN': { name: '法国' } })],
  parameters: { chromatic: { modes: languageAndThemeModes } },
  play: async ({ canvasElement, args, globals, loaded }) => {
    const button = within(canvasElement).getByRole('button', {
      name: inLocale(globals, 'France, change country', '法国，更换国家或地区'),
    });
    await expect(button).toHaveTextContent(inLocale(globals, 'France', '法国'));
    await expect(getComputedStyle(button).color).toBe(themeColour(loaded, 'textPrimary'));
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/** In both languages (Chromatic modes). */
export const Loading: Story = {
  args: { loading: true },
  parameters: { chromatic: { modes: languageModes } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('status', {
        name: inLocale(globals, 'Finding your country', '正在确定您所在的国家或地区'),
      }),
    ).toBeVisible();
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
