import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { AppShell } from '../../src/shell/AppShell.tsx';
import { FIXED_NOW, type FakeRootStore } from '../support/fakeRootStore.ts';
import { orderApi, ORDER_NO, SLOW } from './fixtures/orderApi.ts';
import { localeModes } from '../../.storybook/modes.ts';

/**
 * Redirect (/redirect): where a provider's checkout sends the buyer back. Nothing but a progress indicator
 * while the link's login token is checked and the order looked up; then on to the order's page, replacing
 * /redirect. (The stories' router stands still: where the buyer went is read from the store's navigator.)
 */
const meta = {
  title: 'Screens/Redirect',
  component: AppShell,
  parameters: { route: `/redirect?orderNo=${ORDER_NO}&status=success` },
} satisfies Meta<typeof AppShell>;
export default meta;

type Story = StoryObj<typeof meta>;

const never = () => new Promise<never>(() => undefined);
const store = (loaded: Record<string, unknown>) => loaded.store as FakeRootStore;
const wentTo = async (loaded: Record<string, unknown>, to: string) =>
  waitFor(() => expect(store(loaded).navigator.visited).toEqual([{ to, replace: true }]), SLOW);
const linkLogin = {
  respCode: 200,
  respMessage: 'success',
  data: {
    authToken: 'link-token',
    expTime: Math.floor(FIXED_NOW / 1000) + 3600,
    kyc_level: 1,
    email: 'buyer@example.com',
  },
};

/**
 * The gateway has not answered yet: the page shows only the indicator, with its name for screen readers.
 * Snapshotted in Chinese and on a desktop too (Chromatic modes, .storybook/modes.ts).
 */
export const Forwarding: Story = {
  parameters: {
    store: { api: orderApi({ api: { orderDetail: never } }) },
    chromatic: { modes: localeModes },
  },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    const name = globals.locale === 'zh-CN' ? '正在带您前往订单' : 'Taking you to your order';
    await expect(await canvas.findByRole('progressbar', { name }, SLOW)).toBeVisible();
    await expect(canvasElement.querySelector('main')?.textContent).toBe('');
  },
};

/** A payment the gateway took: on to the order's progress. */
export const PaidToOrderStatus: Story = {
  parameters: { store: { api: orderApi({ order: { status: 'Paid', paymentResult: 'success' } }) } },
  play: async ({ loaded }) => wentTo(loaded, `/order-status?orderNo=${ORDER_NO}`),
};

/** A declined card (whatever the provider's link says): on to the payment status, where the buyer can try again. */
export const DeclinedToPaymentStatus: Story = {
  parameters: { store: { api: orderApi({ order: { status: 'Pending', paymentResult: 'failed' } }) } },
  play: async ({ loaded }) => wentTo(loaded, `/payment-status?orderNo=${ORDER_NO}`),
};

/** A link with a login token: the token is checked and kept, then the buyer's own order is looked up. */
export const WithLoginToken: Story = {
  parameters: {
    route: `/redirect?orderNo=${ORDER_NO}&authToken=link-token&status=success`,
    store: {
      api: orderApi({
        order: { status: 'Authorized', paymentResult: 'preauth' },
        api: { authInfo: linkLogin },
      }),
    },
  },
  play: async ({ loaded }) => {
    await wentTo(loaded, `/payment-status?orderNo=${ORDER_NO}`);
    await expect(store(loaded).userInfo.isLoggedIn).toBe(true);
    await expect(store(loaded).apiCalls.find((call) => call.endpoint === 'authInfo')?.body).toEqual({
      authToken: 'link-token',
    });
  },
};

/** A token the gateway refuses: its message, and Login (which comes back here afterwards). */
export const RefusedToken: Story = {
  parameters: {
    route: `/redirect?orderNo=${ORDER_NO}&authToken=expired-token`,
    store: {
      api: orderApi({
        api: {
          authInfo: {
            respCode: 5002,
            respMessage: 'Login expired, please log in again',
            respKey: 'common.loginExpired',
            respParams: {},
          },
        },
      }),
    },
  },
  play: async ({ canvasElement, loaded }) => {
    const toast = await within(canvasElement.ownerDocument.body).findByText(
      'Login expired, please log in again',
      {},
      SLOW,
    );
    await waitFor(() => expect(toast).toBeVisible());
    await expect(store(loaded).navigator.visited).toEqual([{ to: '/email-login', replace: false }]);
  },
};

/** A link without a usable order number: the quote screen. */
export const NothingUsable: Story = {
  parameters: { route: '/redirect?orderNo=%2F%2Fevil.example', store: { api: orderApi() } },
  play: async ({ loaded }) => {
    await wentTo(loaded, '/edit');
    await expect(store(loaded).apiCalls.some((call) => call.endpoint === 'orderDetail')).toBe(false);
  },
};
