import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppShell } from '../../src/shell/AppShell.tsx';
import { LOGIN_SESSION_KEY } from '../../src/stores/LoginStore.ts';
import { LOGIN_TARGET_KEY } from '../../src/stores/UserInfoStore.ts';
import type { FakeRootStore, FakeRootStoreOverrides } from '../support/fakeRootStore.ts';
import { BUYER_EMAIL, codeSentSession, loginAnswers } from './fixtures/loginApi.ts';
import { languageAndThemeModes, localeModes } from '../../.storybook/modes.ts';
import { inLocale } from '../support/modes.tsx';

/**
 * Verification code (/verification-code) inside the shell: a code went to BUYER_EMAIL (kept in the
 * session as the login store keeps it); the gateway's answers come from fixtures.
 */
const route = '/verification-code';
const withStore = (overrides: FakeRootStoreOverrides = {}): FakeRootStoreOverrides => ({
  url: route,
  session: codeSentSession(),
  api: { login: loginAnswers.loggedIn, sendCode: loginAnswers.codeSent },
  ...overrides,
});

const meta = {
  title: 'Screens/VerificationCode',
  component: AppShell,
  parameters: { route, store: withStore() },
} satisfies Meta<typeof AppShell>;
export default meta;

type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;
type Globals = Record<string, unknown>;

/** The screen's texts in the mode's language (Chromatic modes, .storybook/modes.ts). */
const texts = (globals: Globals) => ({
  heading: inLocale(globals, 'Check your e-mail', '查收您的邮件'),
  sentTo: (email: string) =>
    inLocale(
      globals,
      `Enter the 6-digit code we sent to ${email}. It is valid for 10 minutes.`,
      `请输入我们发送至 ${email} 的 6 位数验证码，10 分钟内有效。`,
    ),
  resendIn: (seconds: number) => inLocale(globals, `Resend code in ${seconds}s`, `${seconds} 秒后可重新发送`),
  resend: inLocale(globals, 'Resend code', '重新发送验证码'),
  code: inLocale(globals, 'Verification code', '验证码'),
  wrongCode: (attempts: number) =>
    inLocale(
      globals,
      `The verification code is incorrect, ${attempts} attempts left`,
      `验证码不正确，还可尝试 ${attempts} 次`,
    ),
});

const storeOf = (loaded: Record<string, unknown>) => loaded.store as FakeRootStore;
const codeField = (canvas: Canvas, name = 'Verification code') => canvas.findByRole('textbox', { name });

async function typeCode(canvas: Canvas, code: string, name?: string) {
  const field = await codeField(canvas, name);
  await userEvent.click(field);
  await userEvent.keyboard(code);
  return field;
}

/** In both languages and on a desktop (Chromatic modes). */
export const Default: Story = {
  parameters: { chromatic: { modes: localeModes } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const t = texts(globals);
    await expect(await canvas.findByRole('heading', { level: 2, name: t.heading })).toBeVisible();
    const address = canvas.getByText(BUYER_EMAIL, { selector: 'strong' });
    await expect(address.parentElement).toHaveTextContent(t.sentTo(BUYER_EMAIL));
    const field = await codeField(canvas, t.code);
    await waitFor(() => expect(field).toHaveFocus());
    await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(canvas.getByRole('timer')).toHaveTextContent(t.resendIn(42));
    await expect(canvas.queryByRole('button', { name: t.resend })).toBeNull();
  },
};

/** The sixth digit logs in; the buyer goes on to the page that asked for the login. */
export const LogsIn: Story = {
  parameters: { store: withStore({ local: { [LOGIN_TARGET_KEY]: '/my-orders' } }) },
  play: async ({ canvasElement, loaded }) => {
    const store = storeOf(loaded);
    await typeCode(within(canvasElement), '482913');
    await waitFor(() => expect(store.navigator.visited).toEqual([{ to: '/my-orders', replace: true }]));
    await expect(store.apiCalls.find((call) => call.endpoint === 'login')?.body).toEqual({
      email: BUYER_EMAIL,
      code: '482913',
    });
    await expect(store.userInfo.isLoggedIn).toBe(true);
  },
};

export const LogsInToEdit: Story = {
  play: async ({ canvasElement, loaded }) => {
    const store = storeOf(loaded);
    await typeCode(within(canvasElement), '482913');
    await waitFor(() => expect(store.navigator.visited).toEqual([{ to: '/edit', replace: true }]));
  },
};

/** SPEC §5: the code is required (and all six digits of it). */
export const CodeRequired: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await codeField(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Log In' }));
    await expect(await canvas.findByText('Please enter the verification code')).toBeVisible();
    const field = await typeCode(canvas, '482');
    await userEvent.click(canvas.getByRole('button', { name: 'Log In' }));
    await expect(field).toHaveAccessibleDescription('Please enter all 6 digits of the code');
    await expect(storeOf(loaded).apiCalls.filter((call) => call.endpoint === 'login')).toEqual([]);
  },
};

/** In both languages and in a partner's theme (Chromatic modes). */
export const WrongCode: Story = {
  parameters: {
    chromatic: { modes: languageAndThemeModes },
    store: withStore({
      api: {
        login: loginAnswers.refused(
          4002,
          'The verification code is incorrect, 4 attempts left',
          'login.wrongCode',
          {
            attempts: '4',
          },
        ),
      },
    }),
  },
  play: async ({ canvasElement, loaded, globals }) => {
    const t = texts(globals);
    const field = await typeCode(within(canvasElement), '111111', t.code);
    await waitFor(() => expect(field).toHaveAccessibleDescription(t.wrongCode(4)));
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(storeOf(loaded).navigator.visited).toEqual([]);
  },
};

export const CodeExpired: Story = {
  parameters: {
    store: withStore({
      api: {
        login: loginAnswers.refused(
          4003,
          'The verification code has expired, please request a new one',
          'login.codeExpired',
        ),
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeCode(canvas, '482913');
    await expect(
      await canvas.findByText('The verification code has expired, please request a new one'),
    ).toBeVisible();
  },
};

export const TooManyAttempts: Story = {
  parameters: {
    store: withStore({
      api: {
        login: loginAnswers.refused(
          4004,
          'Too many incorrect attempts, please request a new code',
          'login.codeLocked',
        ),
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeCode(canvas, '482913');
    await expect(
      await canvas.findByText('Too many incorrect attempts, please request a new code'),
    ).toBeVisible();
  },
};

export const Checking: Story = {
  parameters: { store: withStore({ latencyMs: 60_000 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await typeCode(canvas, '482913');
    await waitFor(() => expect(field).toHaveAttribute('aria-busy', 'true'));
    await expect(canvas.getByRole('button', { name: /Log In/ })).toBeDisabled();
  },
};

/** The countdown is over: a new code is sent, and the countdown starts again. */
export const Resend: Story = {
  parameters: { store: withStore({ session: codeSentSession({ resendIn: 0 }) }) },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Resend code' }));
    await expect(await canvas.findByText(`A new code has been sent to ${BUYER_EMAIL}.`)).toBeVisible();
    await expect(canvas.getByRole('timer')).toHaveTextContent('Resend code in 60s');
    await expect(
      storeOf(loaded)
        .apiCalls.filter((call) => call.endpoint === 'sendCode')
        .map((call) => call.body),
    ).toEqual([{ email: BUYER_EMAIL }]);
  },
};

export const ResendFailed: Story = {
  parameters: {
    store: withStore({
      session: codeSentSession({ resendIn: 0 }),
      api: {
        sendCode: loginAnswers.refused(
          4005,
          'The verification code could not be sent, please try again later',
          'login.mailFailed',
        ),
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Resend code' }));
    await expect(
      await canvas.findByText('The verification code could not be sent, please try again later'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Resend code' })).toBeEnabled();
  },
};

export const ChangeEmail: Story = {
  play: async ({ canvasElement, loaded }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Change e-mail' }));
    await expect(storeOf(loaded).navigator.visited).toEqual([{ to: '/email-login', replace: false }]);
  },
};

/** Opened without a code sent: back to the e-mail page. */
export const NoCodeSent: Story = {
  // Story parameters merge deeply into the meta's: the session's login entry is replaced, not dropped.
  parameters: {
    store: withStore({
      session: {
        [LOGIN_SESSION_KEY]: JSON.stringify({ email: '', sentEmail: '', resendAt: 0, codeValidSeconds: 0 }),
      },
    }),
  },
  play: async ({ canvasElement, loaded }) => {
    await waitFor(
      () => expect(storeOf(loaded).navigator.visited).toEqual([{ to: '/email-login', replace: true }]),
      { timeout: 5000 },
    );
    await expect(within(canvasElement).queryByRole('textbox')).toBeNull();
    await expect(within(canvasElement).getByRole('status', { name: 'Loading' })).toBeVisible();
  },
};
