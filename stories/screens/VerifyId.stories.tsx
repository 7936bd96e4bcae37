import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AppShell } from '../../src/shell/AppShell.tsx';
import type { FakeRootStore } from '../support/fakeRootStore.ts';
import { CHECK_URL, kycStore } from './fixtures/kycApi.ts';
import { SLOW } from './fixtures/orderApi.ts';
import { languageAndThemeModes, languageModes, modes } from '../../.storybook/modes.ts';
import { inLocale } from '../support/modes.tsx';

/** Verify ID (/verify-id): issuing country and document type, the provider's page in a new tab, the result. */
const meta = {
  title: 'Screens/VerifyId',
  component: AppShell,
  parameters: { route: '/verify-id', store: kycStore({ kycLevel: 1 }) },
} satisfies Meta<typeof AppShell>;
export default meta;

type Story = StoryObj<typeof meta>;

const store = (loaded: Record<string, unknown>) => loaded.store as FakeRootStore;

/** Replaces window.open for the story: a tab that opens (or null, blocked). */
const stubOpen = (blocked: boolean) => () => {
  const original = window.open;
  window.open = fn(() => (blocked ? null : ({ opener: window } as unknown as Window)));
  return () => {
    window.open = original;
  };
};

/** In both languages and a partner's theme (Chromatic modes, .storybook/modes.ts). */
export const Form: Story = {
  beforeEach: stubOpen(false),
  parameters: { chromatic: { modes: languageAndThemeModes } },
  play: async ({ canvasElement, loaded, globals }) => {
    const canvas = within(canvasElement);
    const passport = inLocale(globals, 'Passport', '护照');
    await expect(
      await canvas.findByText(
        inLocale(globals, /Choose the country that issued your document/, /请选择签发证件的国家和证件类型/),
        {},
        SLOW,
      ),
    ).toBeVisible();
    await userEvent.click(await canvas.findByRole('radio', { name: passport }, SLOW));
    await expect(canvas.getByRole('radio', { name: passport })).toBeChecked();
    const start = canvas.getByRole('button', { name: inLocale(globals, 'Continue to upload', '继续上传') });
    await expect(start).toBeVisible();
    await userEvent.click(start);
    await expect(
      await canvas.findByText(inLocale(globals, 'Please select the issuing country', '请选择签发国家')),
    ).toBeVisible();
    await expect(store(loaded).apiCalls.some((call) => call.endpoint === 'getIdentificationUrl')).toBe(false);
  },
};

/** Country and document chosen (kept in the session): Continue opens the check and its page in a new tab. */
export const StartsCheck: Story = {
  parameters: {
    store: kycStore(
      { kycLevel: 1 },
      {
        session: {
          kyc: JSON.stringify({ idForm: { country: 'DE', documentType: 'passport' }, checksOpened: [] }),
        },
        api: (() => {
          let started = false;
          return {
            getIdentificationUrl: () => {
              started = true;
              return {
                respCode: 200,
                respMessage: 'success',
                data: { url: CHECK_URL, sessionId: 'story-check', expireTime: 2_000_000_000 },
              };
            },
            checkIdentificationResult: () => ({
              respCode: 200,
              respMessage: 'success',
              data: { identityStatus: started ? 'pending' : 'none', isIdentification: 0, kyc_level: 1 },
            }),
          };
        })(),
      },
    ),
  },
  beforeEach: stubOpen(false),
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Continue to upload' }, SLOW));
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Upload your document' }, SLOW),
    ).toBeVisible();
    const started = store(loaded).apiCalls.find((call) => call.endpoint === 'getIdentificationUrl');
    await expect(started?.body).toMatchObject({
      country: 'DE',
      documentType: 'passport',
      returnUrl: '/verify-id?checked=1',
    });
    await expect(window.open).toHaveBeenCalledTimes(1);
    await expect(window.open).toHaveBeenCalledWith(CHECK_URL, '_blank');
  },
};

/** The check was opened and its page is open in the other tab: the page waits and follows. */
/** On a phone and on a desktop (Chromatic modes). */
export const Waiting: Story = {
  parameters: {
    store: kycStore({ kycLevel: 1, identity: 'pending', openedCheck: { opened: true } }),
    chromatic: { modes: { 'en-US phone': modes['en-US phone'], 'en-US desktop': modes['en-US desktop'] } },
  },
  beforeEach: stubOpen(false),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Upload your document' }, SLOW),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Waiting for your document…');
    await expect(window.open).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Open the verification page again' }));
    await expect(window.open).toHaveBeenCalledWith(CHECK_URL, '_blank');
  },
};

/** A check just opened: its page opens once by itself; the browser blocked it, a button opens it. */
export const PopupBlocked: Story = {
  parameters: { store: kycStore({ kycLevel: 1, identity: 'pending', openedCheck: { opened: false } }) },
  beforeEach: stubOpen(true),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: "Couldn't open the verification page" }, SLOW),
    ).toBeVisible();
    await expect(canvas.getByText('Please try again')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Open the verification page' }));
    await expect(window.open).toHaveBeenCalledTimes(2);
  },
};

/** In both languages (Chromatic modes). */
export const VerificationFailedRefused: Story = {
  parameters: { store: kycStore({ kycLevel: 1, identity: 'refused' }), chromatic: { modes: languageModes } },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 2, name: inLocale(globals, 'Verification Failed', '验证失败') },
        SLOW,
      ),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        inLocale(
          globals,
          'Your document was not accepted. Please try again with another document.',
          '您的证件未被接受，请使用其他证件重试。',
        ),
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: inLocale(globals, 'Try again', '重试') }));
    await expect(
      await canvas.findByRole('button', { name: inLocale(globals, 'Continue to upload', '继续上传') }),
    ).toBeVisible();
  },
};

export const VerificationFailedExpired: Story = {
  parameters: {
    store: kycStore({ kycLevel: 1, identity: 'pending', openedCheck: { opened: true, expired: true } }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Verification Failed' }, SLOW),
    ).toBeVisible();
    await expect(
      canvas.getByText('The verification link expired before a document was sent. Please try again.'),
    ).toBeVisible();
  },
};

/** The provider's tab came back here after an approved document: the result, and the way on from this tab. */
export const ReturnedApproved: Story = {
  parameters: {
    route: '/verify-id?checked=1',
    store: kycStore({ kycLevel: 2, identity: 'approved' }, { session: { kycReturnUrl: '/confirm-address' } }),
  },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Identity verified' }, SLOW),
    ).toBeVisible();
    await expect(canvas.getByText(/You can continue here/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(store(loaded).navigator.visited.at(-1)).toEqual({ to: '/confirm-address', replace: true });
  },
};

export const ReturnedUnderReview: Story = {
  parameters: { route: '/verify-id?checked=1', store: kycStore({ kycLevel: 1, identity: 'review' }) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'heading',
        { level: 2, name: 'Your identity is under review' },
        SLOW,
      ),
    ).toBeVisible();
  },
};

/** While waiting, the gateway decides 'refused': the page moves on to KYC Status by itself. */
export const FollowsToRefused: Story = {
  parameters: {
    store: kycStore(
      { kycLevel: 1, identity: 'pending', openedCheck: { opened: true } },
      {
        api: {
          checkIdentificationResult: (() => {
            let asked = 0;
            return () => ({
              respCode: 200,
              respMessage: 'success',
              data: {
                identityStatus: asked++ < 1 ? 'pending' : 'refused',
                isIdentification: 0,
                kyc_level: 1,
              },
            });
          })(),
        },
      },
    ),
  },
  play: async ({ canvasElement, loaded }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 2, name: 'Upload your document' }, SLOW),
    ).toBeVisible();
    await waitFor(
      () =>
        expect(store(loaded).navigator.visited.at(-1)).toEqual({ to: '/kyc-status?status=2', replace: true }),
      { timeout: 6_000 },
    );
  },
};

export const Loading: Story = {
  parameters: { store: kycStore({ kycLevel: 1 }, { latencyMs: 60_000 }) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Loading your verification' }, SLOW),
    ).toBeVisible();
  },
};
