import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppShell } from '../../src/shell/AppShell.tsx';
import type { FakeRootStore } from '../support/fakeRootStore.ts';
import { BUYER_MEMORY_KEY } from '../../src/stores/order/returningBuyer.ts';
import { acceptedQuote, BTC_ADDRESS, chosenOffer, flowStore, SLOW } from './fixtures/orderApi.ts';

/** Submit Address (/submit-address): the address checked by the gateway and the destination wallet type. */
const meta = {
  title: 'Screens/SubmitAddress',
  component: AppShell,
  parameters: {
    route: '/submit-address',
    store: flowStore({ quote: acceptedQuote(), offer: chosenOffer() }),
  },
} satisfies Meta<typeof AppShell>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Where should we send your BTC?' }, SLOW),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Your BTC wallet address' })).toHaveValue('');
    await expect(await canvas.findByRole('radio', { name: 'Exchange' }, SLOW)).not.toBeChecked();
    await expect(canvas.queryByRole('combobox', { name: 'Exchange' })).toBeNull();
    await expect(canvas.queryByRole('checkbox', { name: 'Save this address' })).toBeNull();
    // The wallet-type form is part of the page's form: one <form>, so Enter anywhere submits the page.
    await expect(canvasElement.querySelectorAll('form')).toHaveLength(1);
  },
};

/** Continue with nothing filled in: every field says what it needs. */
export const Required: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('radio', { name: 'Exchange' }, SLOW);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByText('Please enter your BTC address', {}, SLOW)).toBeVisible();
    await expect(
      await canvas.findByText('Please select the type of destination wallet.', {}, SLOW),
    ).toBeVisible();
  },
};

export const ExchangeNeeded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Exchange' }, SLOW));
    await expect(await canvas.findByRole('combobox', { name: 'Exchange' }, SLOW)).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your BTC wallet address' }), BTC_ADDRESS);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(await canvas.findByText('Please select exchange', {}, SLOW)).toBeVisible();
  },
};

export const IncorrectAddress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Self-hosted wallet' }, SLOW));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your BTC wallet address' }), '0x1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(
      await canvas.findByText(
        'Incorrect address, check the characters and address length before trying again',
        {},
        SLOW,
      ),
    ).toBeVisible();
  },
};

/** A logged-in buyer picks a saved address or saves a new one. */
export const LoggedIn: Story = {
  parameters: { store: flowStore({ quote: acceptedQuote(), offer: chosenOffer() }, { loggedIn: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('checkbox', { name: 'Save this address' }, SLOW)).not.toBeChecked();
    await userEvent.click(await canvas.findByRole('button', { name: /My hardware wallet/ }, SLOW));
    await expect(canvas.getByRole('textbox', { name: 'Your BTC wallet address' })).toHaveValue(BTC_ADDRESS);
    await waitFor(() => expect(canvas.queryByRole('checkbox', { name: 'Save this address' })).toBeNull());
  },
};

/** A logged-in buyer adds an address to the address book; the form comes back here with it chosen. */
export const AddToAddressBook: Story = {
  parameters: LoggedIn.parameters,
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Add a new address to your address book' }, SLOW),
    );
    await expect((loaded.store as FakeRootStore).navigator.visited).toEqual([
      { to: '/add-address?from=submitAddress', replace: false },
    ]);
  },
};

/**
 * A returning buyer, logged in, back on the step (Change address on Confirm Address: the first time it passed
 * by itself with these choices): the saved addresses for BTC on Bitcoin are offered, the one last delivered to
 * is chosen, and the wallet type of the last order is ticked — Continue is all the page needs.
 */
export const ReturningBuyer: Story = {
  parameters: {
    store: {
      ...flowStore(
        { quote: acceptedQuote(), offer: chosenOffer(), addressStepShown: true },
        {
          loggedIn: true,
          api: {
            isCreateWallet: {
              respCode: 200,
              respMessage: 'success',
              data: { isCreateWallet: 1, address: BTC_ADDRESS },
            },
          },
        },
      ),
      local: { [BUYER_MEMORY_KEY]: JSON.stringify({ walletType: 'selfHosted', addresses: {} }) },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const saved = await canvas.findByRole('region', { name: 'Saved addresses' }, SLOW);
    await expect(within(saved).getAllByRole('button')).toHaveLength(2);
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Your BTC wallet address' })).toHaveValue(BTC_ADDRESS),
    );
    await expect(within(saved).getByRole('button', { name: /My hardware wallet/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(await canvas.findByRole('radio', { name: 'Self-hosted wallet' }, SLOW)).toBeChecked();
    await expect(canvas.queryByRole('checkbox', { name: 'Save this address' })).toBeNull();
  },
};

export const ReturningBuyerChinese: Story = {
  parameters: ReturningBuyer.parameters,
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const saved = await canvas.findByRole('region', { name: '已保存的地址' }, SLOW);
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: '您的 BTC 钱包地址' })).toHaveValue(BTC_ADDRESS),
    );
    await expect(within(saved).getByRole('button', { name: /My hardware wallet/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(await canvas.findByRole('radio', { name: '自托管钱包' }, SLOW)).toBeChecked();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('radio', { name: '交易所' }, SLOW);
    await userEvent.click(canvas.getByRole('button', { name: '继续' }));
    await expect(await canvas.findByText('请输入您的 BTC 地址', {}, SLOW)).toBeVisible();
    await expect(await canvas.findByText('请选择目标钱包类型。', {}, SLOW)).toBeVisible();
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
};
