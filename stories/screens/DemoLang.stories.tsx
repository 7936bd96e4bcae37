import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import enUS from '../../src/i18n/messages/en-US.json';
import type { Catalogues } from '../../src/screens/DemoLang/catalogueRows.ts';
import { DemoLangPage } from '../../src/screens/DemoLang/DemoLangPage.tsx';
import { AppLayout } from '../../src/shell/AppLayout.tsx';
import { AppShell } from '../../src/shell/AppShell.tsx';
import { SLOW } from '../support/slow.ts';
import { languageModes, modes } from '../../.storybook/modes.ts';
import { inLocale } from '../support/modes.tsx';

/**
 * Demo Lang (/demo-lang), for partners and translators: every message key with its text in each language,
 * filtered by a screen's key prefix or a word, one language or both, keys missing a text flagged. The page
 * stories load the catalogues they are given; the Screen stories run the app's route with the shipped ones.
 */
const meta = {
  title: 'Screens/DemoLang',
  component: DemoLangPage,
  parameters: { route: '/demo-lang' },
  render: (args) => (
    <AppLayout>
      <DemoLangPage {...args} />
    </AppLayout>
  ),
} satisfies Meta<typeof DemoLangPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const never = () => new Promise<never>(() => undefined);
const SHIPPED_KEYS = Object.keys(enUS).length;

/** A small pair of catalogues with gaps: zh-CN lacks one key and has an empty text, en-US lacks a zh-only key. */
const withGaps: Catalogues = {
  'en-US': {
    'order.confirmAddress.title': 'Confirm your wallet address',
    'order.confirmAddress.confirm': 'Confirm',
    'order.confirmAddress.notice':
      'Please confirm that you own and control this wallet address. All transactions are final, non-reversible.',
    'order.submitAddress.title': 'Enter your wallet address',
    'quote.continue': 'Continue',
  },
  'zh-CN': {
    'order.confirmAddress.title': '确认您的钱包地址',
    'order.confirmAddress.confirm': '',
    'order.confirmAddress.notice': '请确认您拥有并控制此钱包地址。所有交易均为最终交易，不可撤销。',
    'quote.continue': '继续',
    'quote.onlyChinese': '只有中文的文本',
  },
};
const loaded = (catalogues: Catalogues) => () => Promise.resolve(catalogues);

/** Twelve hundred keys: the list keeps only what is in view in the page. */
function manyKeys(count: number): Catalogues {
  const en: Record<string, string> = {};
  const zh: Record<string, string> = {};
  for (let i = 0; i < count; i += 1) {
    const key = `screen${String(i % 40).padStart(2, '0')}.label${String(i).padStart(4, '0')}`;
    en[key] = `Label number ${i} of a screen that has quite a few texts`;
    if (i % 9) zh[key] = `第 ${i} 个标签`;
  }
  return { 'en-US': en, 'zh-CN': zh };
}

const items = (canvasElement: HTMLElement) => within(canvasElement).queryAllByRole('listitem');

type Globals = Record<string, unknown>;
/** The page's texts in the mode's language (Chromatic modes, .storybook/modes.ts). */
const texts = (globals: Globals) => ({
  summary: (shown: number, total: number) =>
    inLocale(globals, `${shown} keys of ${total} shown`, `显示 ${shown} / ${total} 个键`),
  missingIn: (locale: string) => inLocale(globals, `Missing in ${locale}`, `${locale} 缺少文本`),
  missingOnly: (count: number) =>
    inLocale(globals, `Only keys missing a text (${count})`, `仅显示缺少文本的键（${count}）`),
  englishLabel: inLocale(globals, 'English (en-US)', '英语（en-US）'),
  chineseButton: inLocale(globals, 'Chinese zh-CN', '简体中文 zh-CN'),
});

/** The app's own route with the shipped catalogues, both languages side by side. */
export const Screen: Story = {
  render: () => <AppShell />,
  args: { load: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(`${SHIPPED_KEYS} keys of ${SHIPPED_KEYS} shown`, {}, SLOW),
    ).toBeVisible();
    const first = (await canvas.findAllByRole('listitem'))[0];
    await expect(within(first).getByText('English (en-US)')).toBeVisible();
    await expect(within(first).getByText('Chinese (zh-CN)')).toBeVisible();
  },
};

/**
 * A screen's texts, from a link: ?prefix=order.confirmAddress, in Chinese only; the interface in either
 * language (Chromatic modes, .storybook/modes.ts).
 */
export const ScreenFromLink: Story = {
  render: () => <AppShell />,
  args: { load: fn() },
  parameters: {
    route: '/demo-lang?prefix=order.confirmAddress&lang=zh-CN',
    chromatic: { modes: languageModes },
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = texts(globals);
    await waitFor(() => expect(items(canvasElement).length).toBeGreaterThan(0), SLOW);
    for (const item of items(canvasElement)) {
      await expect(within(item).getByText(/^order\.confirmAddress\./)).toBeVisible();
      await expect(within(item).queryByText(t.englishLabel)).toBeNull();
    }
    await expect(canvas.getByRole('button', { name: t.chineseButton, pressed: true })).toBeVisible();
  },
};

/**
 * Missing texts are flagged on their key, and one switch keeps only those keys. On a phone, and on a
 * desktop in both languages (Chromatic modes).
 */
export const MissingTextsFlagged: Story = {
  args: { load: loaded(withGaps) },
  parameters: {
    chromatic: {
      modes: {
        'en-US phone': modes['en-US phone'],
        'en-US desktop': modes['en-US desktop'],
        'zh-CN desktop': { ...modes['en-US desktop'], locale: 'zh-CN' },
      },
    },
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = texts(globals);
    await expect(await canvas.findByText(t.summary(6, 6))).toBeVisible();
    await expect(canvas.getAllByText(t.missingIn('zh-CN'))).toHaveLength(2);
    await expect(canvas.getByText(t.missingIn('en-US'))).toBeVisible();
    await userEvent.click(canvas.getByRole('switch', { name: t.missingOnly(3) }));
    await expect(await canvas.findByText(t.summary(3, 6))).toBeVisible();
    await expect(items(canvasElement).map((item) => item.querySelector('code')?.textContent)).toEqual([
      'order.confirmAddress.confirm',
      'order.submitAddress.title',
      'quote.onlyChinese',
    ]);
  },
};

/** A screen chosen from the list, then a word typed: the texts of that screen containing it. */
export const FilterByScreenAndWord: Story = {
  args: { load: loaded(withGaps) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const screens = await canvas.findByRole('combobox', { name: 'Screen or component' });
    // The list of screens fills in once the catalogues have loaded.
    await waitFor(() => expect(screens.querySelector('option[value="order.confirmAddress"]')).not.toBeNull());
    await userEvent.selectOptions(screens, 'order.confirmAddress');
    await expect(await canvas.findByText('3 keys of 6 shown')).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Filter by key or text' }), 'wallet');
    await expect(await canvas.findByText('2 keys of 6 shown')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'English en-US' }));
    await waitFor(() => expect(canvas.queryByText('确认您的钱包地址')).toBeNull());
    await expect(await canvas.findByText('Confirm your wallet address')).toBeVisible();
  },
};

/** Nothing matches: said so, and Clear filters shows every key again. */
export const NoMatch: Story = {
  args: { load: loaded(withGaps) },
  parameters: { route: '/demo-lang?q=zzzz&prefix=quote.continue' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No key or text matches your filter.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(await canvas.findByText('6 keys of 6 shown')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Filter by key or text' })).toHaveValue('');
  },
};

export const Loading: Story = {
  args: { load: never },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Loading the texts' }),
    ).toBeVisible();
  },
};

/** The catalogues did not load (offline): said so, and Try again loads them. */
export const LoadFailedThenRetried: Story = {
  args: {
    load: (() => {
      let attempts = 0;
      return () => (attempts++ === 0 ? Promise.reject(new Error('offline')) : Promise.resolve(withGaps));
    })(),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The texts could not be loaded.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText('6 keys of 6 shown')).toBeVisible();
  },
};

/** 1,200 keys: only the cards in view are in the page; scrolling to the end shows the last key. */
export const TwelveHundredKeys: Story = {
  args: { load: loaded(manyKeys(1200)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('1,200 keys of 1,200 shown')).toBeVisible();
    await expect(items(canvasElement).length).toBeLessThan(40);
    await expect(items(canvasElement)[0]).toHaveAttribute('aria-setsize', '1200');
    const view = canvasElement.ownerDocument.defaultView!;
    view.scrollTo(0, canvasElement.ownerDocument.documentElement.scrollHeight);
    await waitFor(() => expect(canvas.getByText('screen39.label1199')).toBeVisible());
    await expect(items(canvasElement).length).toBeLessThan(40);
    view.scrollTo(0, 0);
  },
};

/** Long keys and texts wrap inside their card at 360 px. */
export const LongTexts: Story = {
  args: {
    load: loaded({
      'en-US': {
        'components.orderStatusView.aVeryLongKeyNameThatKeepsGoingWithoutAnyDotsToBreakItUp': 'Words '
          .repeat(40)
          .trim(),
        'login.code.sentToValidFor':
          'We sent a code to {email}. It is valid for {minutes, plural, one {# minute} other {# minutes}}; enter it below.',
      },
      'zh-CN': {
        'components.orderStatusView.aVeryLongKeyNameThatKeepsGoingWithoutAnyDotsToBreakItUp':
          '很长的文本'.repeat(30),
        'login.code.sentToValidFor': '我们已向 {email} 发送验证码，{minutes} 分钟内有效，请在下方输入。',
      },
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('2 keys of 2 shown')).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};
