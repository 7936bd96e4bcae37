import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppShell } from '../../src/shell/AppShell.tsx';
import { SUPPORT_EMAIL } from '../../src/shell/supportEmail.ts';
import type { FakeRootStore } from '../support/fakeRootStore.ts';
import { kycStore } from './fixtures/kycApi.ts';
import { SLOW } from './fixtures/orderApi.ts';
import { languageModes, localeModes, partnerThemeModes } from '../../.storybook/modes.ts';
import { inLocale } from '../support/modes.tsx';

/** KYC Status (/kyc-status): under review, refused, KYC 2 needed — from the gateway's userStatus. */
const meta = {
  title: 'Screens/KycStatus',
  component: AppShell,
  parameters: { route: '/kyc-status?status=3', store: kycStore({ identity: 'review' }) },
} satisfies Meta<typeof AppShell>;
export default meta;

type Story = StoryObj<typeof meta>;

const store = (loaded: Record<string, unknown>) => loaded.store as FakeRootStore;

/** In both languages and on a desktop (Chromatic modes, .storybook/modes.ts). */
export const UnderReview: Story = {
  parameters: { chromatic: { modes: localeModes } },
  play: async ({ canvasElement, loaded, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 2, name: inLocale(globals, 'Your identity is under review', '您的身份正在审核中') },
        SLOW,
      ),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        inLocale(
          globals,
          'We are reviewing your information. We will e-mail you the result.',
          '我们正在审核您的信息，审核结果将通过电子邮件通知您。',
        ),
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: inLocale(globals, 'My Orders', '我的订单') }));
    await expect(store(loaded).navigator.visited.at(-1)?.to).toBe('/my-orders');
  },
};

/** In both languages (Chromatic modes). */
export const Refused: Story = {
  parameters: {
    route: '/kyc-status?status=2',
    store: kycStore({ identity: 'refused' }),
    chromatic: { modes: languageModes },
  },
  play: async ({ canvasElement, loaded, globals }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 2, name: inLocale(globals, 'Identity verification refused', '身份验证未通过') },
        SLOW,
      ),
    ).toBeVisible();
    await expect(canvas.getByText(new RegExp(SUPPORT_EMAIL.replace('.', '\\.')))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: inLocale(globals, 'Try again', '重试') }));
    await expect(store(loaded).navigator.visited.at(-1)?.to).toBe('/verify-id?retry=1');
  },
};

/** The link says refused, the gateway says under review: the gateway wins. */
export const GatewayOutranksTheLink: Story = {
  parameters: { route: '/kyc-status?status=2', store: kycStore({ identity: 'review' }) },
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

/** In the default theme and a partner's (Chromatic modes). */
export const NeedsKyc2: Story = {
  parameters: {
    route: '/kyc-status?status=kyc2',
    store: kycStore({ kycLevel: 1 }),
    chromatic: { modes: partnerThemeModes },
  },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Identity verification needed' }, SLOW),
    ).toBeVisible();
    await expect(canvas.getByText('Please verify your identity before further transactions.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Verify identity' }));
    await expect(store(loaded).navigator.visited.at(-1)?.to).toBe('/verify-id');
  },
};

export const NeedsPersonalInformation: Story = {
  parameters: { route: '/kyc-status?status=kyc2', store: kycStore({ kycLevel: 0 }) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Enter personal information' }, SLOW),
    ).toBeVisible();
  },
};

export const Verified: Story = {
  parameters: { route: '/kyc-status', store: kycStore({ kycLevel: 2, identity: 'approved' }) },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Identity verified' }, SLOW),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(store(loaded).navigator.visited.at(-1)).toEqual({ to: '/edit', replace: true });
  },
};

export const Loading: Story = {
  parameters: { store: kycStore({ identity: 'review' }, { latencyMs: 60_000 }) },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Loading your verification' }, SLOW),
    ).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: {
    store: kycStore({}, { api: { userStatus: { respCode: 500, respMessage: 'Internal error' } } }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Oops! Try again later.' }, SLOW),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};
