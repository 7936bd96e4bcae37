import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { IntlProvider } from '../../src/shell/IntlProvider.tsx';
import { AppShell } from '../../src/shell/AppShell.tsx';
import { KYC_RETURN_KEY } from '../../src/stores/KycStore.ts';
import { LOCALE_KEY } from '../../src/stores/LocaleStore.ts';
import { FIXED_NOW, type FakeRootStore, type FakeRootStoreOverrides } from '../support/fakeRootStore.ts';
import { SLOW } from '../support/slow.ts';

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
const ready = async (canvas: Canvas, email = EMAIL) => {
  const section = await account(canvas);
  await section.findByText(email, {}, SLOW);
  return section;
};

/** Personal information given (level 1): the e-mail, the level, Verify identity; the links and the language. */
export const Information: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Settings' }, SLOW)).toBeVisible();
    const section = await ready(canvas);
    await expect(section.getByText('Logged in as')).toBeVisible();
    await expect(section.getByText('Personal information given')).toBeVisible();
    await expect(section.getByText('Level 1')).toBeVisible();
    await expect(
      section.getByText('Verify your identity with an official document to buy for more than 700 EUR.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Saved cards' })).toHaveAttribute('href', '/cards');
    await expect(canvas.getByRole('link', { name: 'Saved addresses' })).toHaveAttribute('href', '/addresses');
    await expect(canvas.getByRole('radio', { name: 'English' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '简体中文' })).not.toBeChecked();

    await userEvent.click(section.getByRole('button', { name: 'Verify identity' }));
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

export const Refused: Story = {
  parameters: { store: settingsStore({ kycLevel: 1, isKyc: 2 }) },
  play: async ({ canvasElement, loaded }) => {
    const section = await ready(within(canvasElement));
    await expect(section.getByText('Refused')).toBeVisible();
    await userEvent.click(section.getByRole('button', { name: 'Verify again' }));
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

/** The account does not load the first time: the gateway's words and Try again, which loads it. */
export const LoadFailed: Story = {
  parameters: { store: settingsStore({ failFirst: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = await account(canvas);
    const alert = await section.findByRole('alert', {}, SLOW);
    await expect(alert).toHaveTextContent('Your account details could not be loaded.');
    await expect(alert).toHaveTextContent('Internal error, please try again later');
    await userEvent.click(section.getByRole('button', { name: 'Try again' }));
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

/** The logout popup stays open for review; Cancel would keep the buyer logged in. */
export const LogOutDialog: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await ready(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Log Out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log Out' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible());
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

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '设置' }, SLOW)).toBeVisible();
    const section = await account(canvas, '账户');
    await expect(await section.findByText(EMAIL, {}, SLOW)).toBeVisible();
    await expect(section.getByText('已提交个人信息')).toBeVisible();
    await expect(section.getByText('等级 1')).toBeVisible();
    await expect(section.getByRole('button', { name: '验证身份' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '已保存的银行卡' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '已保存的地址' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '简体中文' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: '退出登录' })).toBeVisible();
  },
};

export const ChineseRefused: Story = {
  globals: { locale: 'zh-CN' },
  parameters: { store: settingsStore({ kycLevel: 1, isKyc: 2 }) },
  play: async ({ canvasElement }) => {
    const section = await account(within(canvasElement), '账户');
    await expect(await section.findByText('未通过', {}, SLOW)).toBeVisible();
    await expect(section.getByRole('button', { name: '重新验证' })).toBeVisible();
  },
};

export const ChineseLoadFailed: Story = {
  globals: { locale: 'zh-CN' },
  parameters: { store: settingsStore({ failFirst: true }) },
  play: async ({ canvasElement }) => {
    const section = await account(within(canvasElement), '账户');
    await expect(await section.findByRole('alert', {}, SLOW)).toHaveTextContent('无法加载您的账户信息。');
    await expect(section.getByRole('button', { name: '重试' })).toBeVisible();
  },
};

export const ChineseLogOutDialog: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await within(await canvas.findByRole('region', { name: '账户' }, SLOW)).findByText(EMAIL, {}, SLOW);
    await userEvent.click(canvas.getByRole('button', { name: '退出登录' }));
    const dialog = await screen.findByRole('dialog', { name: '退出登录' });
    await expect(dialog).toHaveAccessibleDescription('确定要退出登录吗？');
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
};

export const Aurora: Story = {
  globals: { partner: 'aurora' },
};
