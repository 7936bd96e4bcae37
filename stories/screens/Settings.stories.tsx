import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { IntlProvider } from '../../src/shell/IntlProvider.tsx';
import { AppShell } from '../../src/shell/AppShell.tsx';
import { KYC_RETURN_KEY } from '../../src/stores/KycStore.ts';
import { LOCALE_KEY } from '../../src/stores/LocaleStore.ts';
import { FIXED_NOW, type FakeRootStore, type FakeRootStoreOverrides } from '../support/fakeRootStore.ts';
import { SLOW } from '../support/slow.ts';
import { languageModes, reviewModes } from '../../.storybook/modes.ts';
import { inLocale } from '../support/modes.tsx';

/** Settings (/settings) inside the shell, logged in, over authInfo / userStatus / logout answers in the gateway's shape. */

const EMAIL = 'ada.lovelace@example.com';
const LONG_EMAIL =
  'ada.augusta.king.countess.of.lovelace.analytical.engine.notes@very-long-subdomain.example-mail-provider.co.uk';

const ok = <T,>(data: T) => ({ respCode: 200, respMessage: 'success', data });

/**
 * A logged-in buyer at `kycLevel` with userStatus' `isKyc`; `failFirst` answers the first userStatus with
 * an error (Try again then loads).
 */
function settingsStore(
  options: {
    kycLevel?: number;
    isKyc?: number;
    email?: string;
    failFirst?: boolean;
    overrides?: FakeRootStoreOverrides;
  } = {},
): FakeRootStoreOverrides {
  const kycLevel = options.kycLevel ?? 1;
  let asked = 0;
  return {
    url: '/settings',
    loggedIn: { kycLevel },
    ...options.overrides,
    api: {
      authInfo: ok({
        authToken: 'story-token',
        expTime: Math.floor(FIXED_NOW / 1000) + 3600,
        kyc_level: kycLevel,
        email: options.email ?? EMAIL,
      }),
      userStatus: () => {
        asked += 1;
        if (options.failFirst && asked === 1)
          return {
            respCode: 9000,
            respKey: 'common.internal',
            respMessage: 'Internal error, please try again later',
          };
        return ok({ isKyc: options.isKyc ?? (kycLevel >= 1 ? 1 : 0), kyc_level: kycLevel });
      },
      logout: { respCode: 200, respMessage: 'success' },
      ...options.overrides?.api,
    },
  };
}

const meta = {
  title: 'Screens/Settings',
  component: AppShell,
  parameters: { route: '/settings', store: settingsStore() },
} satisfies Meta<typeof AppShell>;
export default meta;

type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const storeOf = (loaded: Record<string, unknown>) => loaded.store as FakeRootStore;
const account = async (canvas: Canvas, name = 'Account') =>
  within(await canvas.findByRole('region', { name }, SLOW));
const ready = async (canvas: Canvas, email = EMAIL, name = 'Account') => {
  const section = await account(canvas, name);
  await section.findByText(email, {}, SLOW);
  return section;
};

type Globals = Record<string, unknown>;
/** The screen's texts in the mode's language (Chromatic modes, .storybook/modes.ts). */
const texts = (globals: Globals) => ({
  title: inLocale(globals, 'Settings', '设置'),
  account: inLocale(globals, 'Account', '账户'),
  loggedInAs: inLocale(globals, 'Logged in as', '登录邮箱'),
  information: inLocale(globals, 'Personal information given', '已提交个人信息'),
  level: (level: number) => inLocale(globals, `Level ${level}`, `等级 ${level}`),
  informationHint: inLocale(
    globals,
    'Verify your identity with an official document to buy for more than 700 EUR.',
    '如需购买超过 700 EUR，请使用官方证件验证您的身份。',
  ),
  verify: inLocale(globals, 'Verify identity', '验证身份'),
  refused: inLocale(globals, 'Refused', '未通过'),
  verifyAgain: inLocale(globals, 'Verify again', '重新验证'),
  savedCards: inLocale(globals, 'Saved cards', '已保存的银行卡'),
  savedAddresses: inLocale(globals, 'Saved addresses', '已保存的地址'),
  loadFailed: inLocale(globals, 'Your account details could not be loaded.', '无法加载您的账户信息。'),
  internal: inLocale(globals, 'Internal error, please try again later', '内部错误，请稍后再试'),
  tryAgain: inLocale(globals, 'Try again', '重试'),
  logOut: inLocale(globals, 'Log Out', '退出登录'),
  logOutQuestion: inLocale(globals, 'Are you sure you want to log out?', '确定要退出登录吗？'),
  cancel: inLocale(globals, 'Cancel', '取消'),
});

/**
 * Personal information given (level 1): the e-mail, the level, Verify identity; the links and the
 * language (the mode's checked). In both languages, on a desktop and in a partner's theme (Chromatic modes).
 */
export const Information: Story = {
  parameters: { chromatic: { modes: reviewModes } },
  play: async ({ canvasElement, loaded, globals }) => {
    const canvas = within(canvasElement);
    const t = texts(globals);
    await expect(await canvas.findByRole('heading', { level: 1, name: t.title }, SLOW)).toBeVisible();
    const section = await ready(canvas, EMAIL, t.account);
    await expect(section.getByText(t.loggedInAs)).toBeVisible();
    await expect(section.getByText(t.information)).toBeVisible();
    await expect(section.getByText(t.level(1))).toBeVisible();
    await expect(section.getByText(t.informationHint)).toBeVisible();
    await expect(canvas.getByRole('link', { name: t.savedCards })).toHaveAttribute('href', '/cards');
    await expect(canvas.getByRole('link', { name: t.savedAddresses })).toHaveAttribute('href', '/addresses');
    const zh = globals.locale === 'zh-CN';
    await expect(canvas.getByRole('radio', { name: 'English' })).toHaveProperty('checked', !zh);
    await expect(canvas.getByRole('radio', { name: '简体中文' })).toHaveProperty('checked', zh);
    await expect(canvas.getByRole('button', { name: t.logOut })).toBeVisible();

    await userEvent.click(section.getByRole('button', { name: t.verify }));
    const store = storeOf(loaded);
    await expect(store.navigator.visited).toEqual([{ to: '/verify-id', replace: false }]);
    await expect(store.session.getItem(KYC_RETURN_KEY)).toBe('/settings');
  },
};

/** The saved cards and addresses open in the app. */
export const OpenSavedCards: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await ready(canvas);
    await userEvent.click(canvas.getByRole('link', { name: 'Saved cards' }));
    await userEvent.click(canvas.getByRole('link', { name: 'Saved addresses' }));
    await expect(storeOf(loaded).navigator.visited).toEqual([
      { to: '/cards', replace: false },
      { to: '/addresses', replace: false },
    ]);
  },
};

/** Nothing verified (level 0): the way on starts with the personal information. */
export const NotVerified: Story = {
  parameters: { store: settingsStore({ kycLevel: 0 }) },
  play: async ({ canvasElement, loaded }) => {
    const section = await ready(within(canvasElement));
    await expect(section.getByText('Not verified')).toBeVisible();
    await expect(section.getByText('Level 0')).toBeVisible();
    await expect(
      section.getByText('Identity verification is needed for transactions over 700 EUR.'),
    ).toBeVisible();
    await userEvent.click(section.getByRole('button', { name: 'Verify identity' }));
    await expect(storeOf(loaded).navigator.visited).toEqual([{ to: '/enter-information', replace: false }]);
  },
};

export const UnderReview: Story = {
  parameters: { store: settingsStore({ kycLevel: 1, isKyc: 3 }) },
  play: async ({ canvasElement }) => {
    const section = await ready(within(canvasElement));
    await expect(section.getByText('Under review')).toBeVisible();
    await expect(section.getByText('We will e-mail you the result.')).toBeVisible();
    await expect(section.queryByRole('button')).toBeNull();
  },
};

/** In both languages (Chromatic modes). */
export const Refused: Story = {
  parameters: { store: settingsStore({ kycLevel: 1, isKyc: 2 }), chromatic: { modes: languageModes } },
  play: async ({ canvasElement, loaded, globals }) => {
    const t = texts(globals);
    const section = await ready(within(canvasElement), EMAIL, t.account);
    await expect(section.getByText(t.refused)).toBeVisible();
    await userEvent.click(section.getByRole('button', { name: t.verifyAgain }));
    await expect(storeOf(loaded).navigator.visited).toEqual([{ to: '/verify-id?retry=1', replace: false }]);
  },
};

export const Verified: Story = {
  parameters: { store: settingsStore({ kycLevel: 2 }) },
  play: async ({ canvasElement }) => {
    const section = await ready(within(canvasElement));
    await expect(section.getByText('Verified')).toBeVisible();
    await expect(section.getByText('Level 2')).toBeVisible();
    await expect(section.getByText('Your identity is verified.')).toBeVisible();
    await expect(section.queryByRole('button')).toBeNull();
  },
};

/** The account loads: skeletons where it comes; the links, the language and Log Out are there already. */
export const Loading: Story = {
  parameters: { store: settingsStore({ overrides: { latencyMs: 60_000 } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', { name: 'Loading your account' }, SLOW)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Saved cards' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Log Out' })).toBeEnabled();
  },
};

/**
 * The account does not load the first time: the gateway's words and Try again, which loads it. In both
 * languages (Chromatic modes).
 */
export const LoadFailed: Story = {
  parameters: { store: settingsStore({ failFirst: true }), chromatic: { modes: languageModes } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = texts(globals);
    const section = await account(canvas, t.account);
    const alert = await section.findByRole('alert', {}, SLOW);
    await expect(alert).toHaveTextContent(t.loadFailed);
    await expect(alert).toHaveTextContent(t.internal);
    await userEvent.click(section.getByRole('button', { name: t.tryAgain }));
    await expect(await section.findByText(EMAIL)).toBeVisible();
  },
};

/** A very long e-mail wraps inside the 360 px column. */
export const LongEmail: Story = {
  parameters: { store: settingsStore({ email: LONG_EMAIL }) },
  play: async ({ canvasElement }) => {
    await ready(within(canvasElement), LONG_EMAIL);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
  },
};

/**
 * The language switch, with the interface following the store (as in the app, not the toolbar's fixed
 * language): it changes at once, without a reload, and is remembered.
 */
export const SwitchLanguage: Story = {
  render: () => (
    <IntlProvider>
      <AppShell />
    </IntlProvider>
  ),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await ready(canvas);
    await userEvent.click(canvas.getByRole('radio', { name: '简体中文' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: '设置' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '简体中文' })).toBeChecked();
    await expect(canvas.getByText('登录邮箱')).toBeVisible();
    const store = storeOf(loaded);
    await expect(store.locale.locale).toBe('zh-CN');
    await expect(store.local.getItem(LOCALE_KEY)).toBe('zh-CN');
    await expect(store.navigator.visited).toEqual([]);
    await userEvent.click(canvas.getByRole('radio', { name: 'English' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(store.local.getItem(LOCALE_KEY)).toBe('en-US');
  },
};

/** Log Out asks first (the app's popup); Yes logs out, ends the session on the gateway and leaves for Edit. */
export const LogOut: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await ready(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Log Out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log Out' });
    await expect(dialog).toHaveAccessibleDescription('Are you sure you want to log out?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('Log out');
    const store = storeOf(loaded);
    await expect(store.userInfo.isLoggedIn).toBe(false);
    await waitFor(() =>
      expect(store.apiCalls.filter((call) => call.endpoint === 'logout').map((call) => call.body)).toEqual([
        { authToken: 'story-token' },
      ]),
    );
    await expect(store.navigator.visited).toEqual([{ to: '/edit', replace: false }]);
  },
};

/** The logout popup stays open for review; Cancel would keep the buyer logged in. In both languages (Chromatic modes). */
export const LogOutDialog: Story = {
  parameters: { chromatic: { modes: languageModes } },
  play: async ({ canvasElement, loaded, globals }) => {
    const canvas = within(canvasElement);
    const t = texts(globals);
    await ready(canvas, EMAIL, t.account);
    await userEvent.click(canvas.getByRole('button', { name: t.logOut }));
    const dialog = await screen.findByRole('dialog', { name: t.logOut });
    await expect(dialog).toHaveAccessibleDescription(t.logOutQuestion);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: t.cancel })).toBeVisible());
    await expect(storeOf(loaded).userInfo.isLoggedIn).toBe(true);
  },
};

/** Logged out, the page asks for a login first and remembers itself. */
export const LoggedOut: Story = {
  parameters: { store: settingsStore({ overrides: { loggedIn: false } }) },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Enter your e-mail' }, SLOW),
    ).toBeVisible();
    await expect(storeOf(loaded).userInfo.loginTarget).toBe('/settings');
  },
};
