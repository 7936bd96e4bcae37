import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppShell } from '../../src/shell/AppShell.tsx';
import { LOGIN_TARGET_KEY } from '../../src/stores/UserInfoStore.ts';
import type { FakeRootStore } from '../support/fakeRootStore.ts';
import { BUYER_EMAIL, loginAnswers } from './fixtures/loginApi.ts';
import { languageAndThemeModes, modes } from '../../.storybook/modes.ts';
import { inLocale } from '../support/modes.tsx';

/** Login (/email-login) inside the shell, over the fake root store whose gateway answers from fixtures. */
const meta = {
  title: 'Screens/EmailLogin',
  component: AppShell,
  parameters: {
    route: '/email-login',
    store: { url: '/email-login', api: { sendCode: loginAnswers.codeSent } },
  },
} satisfies Meta<typeof AppShell>;
export default meta;

type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;
type Globals = Record<string, unknown>;

/** The screen's texts in the mode's language (Chromatic modes, .storybook/modes.ts). */
const texts = (globals: Globals) => ({
  title: inLocale(globals, 'Log In', '登录'),
  heading: inLocale(globals, 'Enter your e-mail', '输入您的电子邮箱'),
  field: inLocale(globals, 'E-mail address', '电子邮箱地址'),
  button: inLocale(globals, 'Send code', '发送验证码'),
  wrongFormat: inLocale(globals, 'Please enter the correct email format', '请输入正确的邮箱格式'),
});

const storeOf = (loaded: Record<string, unknown>) => loaded.store as FakeRootStore;
const emailField = (canvas: Canvas, name = 'E-mail address') => canvas.findByRole('textbox', { name });

async function sendTo(
  canvas: Canvas,
  email: string,
  labels = { field: 'E-mail address', button: 'Send code' },
) {
  const field = await emailField(canvas, labels.field);
  await userEvent.clear(field);
  await userEvent.type(field, email);
  await userEvent.click(canvas.getByRole('button', { name: labels.button }));
}

/** On a phone and on a desktop (Chromatic modes). */
export const Default: Story = {
  parameters: {
    chromatic: { modes: { 'en-US phone': modes['en-US phone'], 'en-US desktop': modes['en-US desktop'] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Log In' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Enter your e-mail' })).toBeVisible();
    const field = await emailField(canvas);
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveAttribute('autocomplete', 'email');
    await expect(canvas.getByRole('button', { name: 'Send code' })).toBeEnabled();
  },
};

/**
 * SPEC §5: a wrong format is refused on the spot, and the gateway is not asked. In both languages and in a
 * partner's theme (Chromatic modes).
 */
export const WrongFormat: Story = {
  parameters: { chromatic: { modes: languageAndThemeModes } },
  play: async ({ canvasElement, loaded, globals }) => {
    const canvas = within(canvasElement);
    const t = texts(globals);
    await expect(await canvas.findByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 2, name: t.heading })).toBeVisible();
    await sendTo(canvas, 'buyer@example', t);
    const field = await emailField(canvas, t.field);
    await expect(await canvas.findByText(t.wrongFormat)).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveFocus();
    await expect(storeOf(loaded).apiCalls.filter((call) => call.endpoint === 'sendCode')).toEqual([]);
    await userEvent.type(field, '.com');
    await expect(canvas.queryByText(t.wrongFormat)).toBeNull();
  },
};

export const SendsCode: Story = {
  play: async ({ canvasElement, loaded }) => {
    const store = storeOf(loaded);
    await sendTo(within(canvasElement), ' Buyer@Example.com ');
    await waitFor(() =>
      expect(store.navigator.visited).toEqual([{ to: '/verification-code', replace: false }]),
    );
    await expect(store.apiCalls.find((call) => call.endpoint === 'sendCode')?.body).toEqual({
      email: BUYER_EMAIL,
    });
    await expect(store.login.secondsUntilResend).toBe(60);
  },
};

export const Sending: Story = {
  parameters: { store: { url: '/email-login', latencyMs: 60_000, api: { sendCode: loginAnswers.codeSent } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await sendTo(canvas, BUYER_EMAIL);
    await waitFor(() => expect(canvas.getByRole('button', { name: /Send code/ })).toBeDisabled());
  },
};

export const MailFailed: Story = {
  parameters: {
    store: {
      url: '/email-login',
      api: {
        sendCode: loginAnswers.refused(
          4005,
          'The verification code could not be sent, please try again later',
          'login.mailFailed',
        ),
      },
    },
  },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await sendTo(canvas, BUYER_EMAIL);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The verification code could not be sent, please try again later',
    );
    await expect(storeOf(loaded).navigator.visited).toEqual([]);
  },
};

/** SPEC §4: already logged in, Login goes straight on to the page that asked for it. */
export const AlreadyLoggedIn: Story = {
  parameters: {
    store: {
      url: '/email-login',
      loggedIn: true,
      local: { [LOGIN_TARGET_KEY]: '/my-orders' },
      api: { authInfo: loginAnswers.authInfo },
    },
  },
  play: async ({ loaded }) => {
    const store = storeOf(loaded);
    await waitFor(() => expect(store.navigator.visited).toEqual([{ to: '/my-orders', replace: true }]));
    await expect(store.userInfo.kycLevel).toBe(1);
  },
};

export const CheckingLogin: Story = {
  parameters: {
    store: {
      url: '/email-login',
      loggedIn: true,
      latencyMs: 60_000,
      api: { authInfo: loginAnswers.authInfo },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Checking your login' }),
    ).toBeVisible();
  },
};

/** The address of the code sent earlier in this session comes back in the field. */
export const Returning: Story = {
  parameters: {
    store: {
      url: '/email-login',
      session: {
        login: JSON.stringify({ email: '', sentEmail: BUYER_EMAIL, resendAt: 0, codeValidSeconds: 600 }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await emailField(within(canvasElement))).toHaveValue(BUYER_EMAIL);
  },
};
