import type { Decorator } from '@storybook/react-vite';
import type { AppLocale } from '../../src/i18n/locales.ts';
import type { Tokens } from '../../theme/createTheme.ts';

/**
 * What a story needs to be played in any Chromatic mode (.storybook/modes.ts): the mode's language for the
 * texts its play function looks for, the mode's theme for the colours it checks, and the texts a caller
 * translates before handing them to a component (a dialog's title, an error) in the mode's language.
 */

type Globals = Record<string, unknown>;

/** The mode's language (globals.locale). */
export const localeOf = (globals: Globals): AppLocale => (globals.locale === 'zh-CN' ? 'zh-CN' : 'en-US');

/** The text in the mode's language: `inLocale(globals, 'Close', '关闭')`. */
export const inLocale = <T,>(globals: Globals, enUS: T, zhCN: T): T =>
  localeOf(globals) === 'zh-CN' ? zhCN : enUS;

/** True in a partner's mode (globals.partner other than the default theme). */
export const inPartnerTheme = (globals: Globals): boolean =>
  typeof globals.partner === 'string' && globals.partner !== 'default';

type ColourName = keyof Tokens['colorSchemes'][Tokens['scheme']];

/** A colour of the mode's theme (its scheme's), as getComputedStyle gives it: 'rgb(245, 243, 255)'. */
export const themeColour = (loaded: Record<string, unknown>, name: ColourName): string => {
  const tokens = loaded.tokens as Tokens;
  const hex = String(tokens.colorSchemes[tokens.scheme][name]);
  return `rgb(${[1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;
};

/**
 * Args that are texts the caller has already translated (a dialog's title, a field's error): the mode's
 * language's over the story's own, so one story shows either language. A function of the story's args
 * keeps what is not text (an action's spy) as the story has it.
 */
export const localeArgs =
  <TArgs,>(texts: Record<AppLocale, Partial<TArgs> | ((args: TArgs) => Partial<TArgs>)>): Decorator =>
  (Story, { args, globals }) => {
    const text = texts[localeOf(globals)];
    return <Story args={{ ...args, ...(typeof text === 'function' ? text(args as TArgs) : text) }} />;
  };
