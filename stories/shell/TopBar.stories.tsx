import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CountrySelector } from '../../src/components/CountrySelector/index.ts';
import { TopBar } from '../../src/shell/TopBar.tsx';
import { languageAndThemeModes, languageModes } from '../../.storybook/modes.ts';
import { inLocale, localeArgs, themeColour } from '../support/modes.tsx';

const meta = {
  title: 'Shell/TopBar',
  component: TopBar,
  args: { title: 'Order Status', onBack: fn(), onOpenMenu: undefined },
} satisfies Meta<typeof TopBar>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The screen hands the bar its title already translated: in the zh-CN mode, the screen's Chinese one. */
const titleInLocale = (enUS: string, zhCN: string) =>
  localeArgs<NonNullable<Story['args']>>({ 'en-US': { title: enUS }, 'zh-CN': { title: zhCN } });

/** In both languages (Chromatic modes, .storybook/modes.ts). */
export const WithBackArrow: Story = {
  decorators: [titleInLocale('Order Status', '订单状态')],
  parameters: { chromatic: { modes: languageModes } },
  play: async ({ canvasElement, args, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: inLocale(globals, 'Order Status', '订单状态') }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: inLocale(globals, 'Back', '返回') }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/** In both languages and a partner's theme, whose top-bar colour the bar takes (Chromatic modes). */
export const WithoutBackArrowWithMenu: Story = {
  args: { title: 'Buy', onBack: undefined, onOpenMenu: fn() },
  decorators: [titleInLocale('Buy', '购买')],
  parameters: { chromatic: { modes: languageAndThemeModes } },
  play: async ({ canvasElement, args, globals, loaded }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: inLocale(globals, 'Buy', '购买') }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: inLocale(globals, 'Back', '返回') })).toBeNull();
    const bar = canvasElement.querySelector('header');
    await expect(bar && getComputedStyle(bar).backgroundColor).toBe(themeColour(loaded, 'topBarBackground'));
    // The extras' box (Edit's country) spans all the bar leaves, empty or not: what arrives in it moves nothing.
    const title = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    const menu = canvas.getByRole('button', { name: inLocale(globals, 'Open menu', '打开菜单') });
    const extras = menu.previousElementSibling!.getBoundingClientRect();
    await expect(extras.left).toBeCloseTo(title.right, 0);
    await expect(extras.right).toBeCloseTo(menu.getBoundingClientRect().left, 0);
    await userEvent.click(menu);
    await expect(args.onOpenMenu).toHaveBeenCalledOnce();
  },
};

/** A screen's extras (Edit's country) at the end of the bar, before the menu button: on a phone, in both languages. */
export const WithExtras: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: {
    title: 'Buy',
    onBack: undefined,
    onOpenMenu: fn(),
  },
  // The screen names the country in the interface's language, as it does the title.
  decorators: [
    localeArgs<NonNullable<Story['args']>>({
      'en-US': { title: 'Buy', extras: <CountrySelector code="FR" name="France" onClick={fn()} /> },
      'zh-CN': { title: '购买', extras: <CountrySelector code="FR" name="法国" onClick={fn()} /> },
    }),
  ],
  parameters: { chromatic: { modes: languageModes } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const country = canvas.getByRole('button', {
      name: inLocale(globals, 'France, change country', '法国，更换国家或地区'),
    });
    const menu = canvas.getByRole('button', { name: inLocale(globals, 'Open menu', '打开菜单') });
    await expect(country).toBeVisible();
    // Beside the title, ending where the menu button starts.
    const title = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    await expect(country.getBoundingClientRect().left).toBeGreaterThanOrEqual(title.right);
    await expect(country.getBoundingClientRect().right).toBeCloseTo(menu.getBoundingClientRect().left, 0);
  },
};

/** On a phone: a desktop-wide bar has room for the whole title, so the story keeps the phone's width. */
export const LongTitle: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: {
    title: 'Please confirm that you own and control this wallet address before you continue',
    onOpenMenu: fn(),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 1 });
    // The title is cut with an ellipsis on one line; both buttons keep their place.
    await expect(title.scrollWidth).toBeGreaterThan(title.clientWidth);
    await expect(title.getBoundingClientRect().height).toBeLessThan(40);
    await expect(canvas.getByRole('button', { name: 'Back' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toBeVisible();
  },
};

export const MutedBackground: Story = {
  args: { title: 'My Orders', background: 'surfaceMuted' },
};
