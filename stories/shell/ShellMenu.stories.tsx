import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { routeNamed } from '../../src/routes/registry.ts';
import { ShellMenu } from '../../src/shell/ShellMenu.tsx';
import { ShellTopBar } from '../../src/shell/ShellTopBar.tsx';
import { Toasts } from '../../src/shell/Toasts.tsx';
import type { FakeRootStore } from '../support/fakeRootStore.ts';

/** The menu wired to the stores, opened from the Edit top bar: logging in and out for real. */
const meta = {
  title: 'Shell/ShellMenu',
  component: ShellMenu,
  render: () => (
    <>
      <ShellTopBar route={routeNamed('edit')} />
      <ShellMenu />
      <Toasts />
    </>
  ),
} satisfies Meta<typeof ShellMenu>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Yes: logged out here, 'Log out' shown, and the session ended on the gateway with the old token. */
export const LogOut: Story = {
  parameters: { store: { loggedIn: true, api: { logout: { respCode: 200, respMessage: 'success' } } } },
  play: async ({ canvasElement, loaded }) => {
    const store = loaded.store as FakeRootStore;
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Log Out' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    // Asked afresh each time: the toast may be rendered anew while it slides in.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Log out'));
    await waitFor(() => expect(screen.getByRole('alert')).toBeVisible());
    await expect(store.userInfo.isLoggedIn).toBe(false);
    await expect(store.local.getItem('userInfo')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(
      store.apiCalls.filter((call) => call.endpoint === 'logout').map((call) => call.body),
    ).toEqual([{ authToken: 'story-token' }]);
  },
};

export const LogIn: Story = {
  parameters: { route: '/edit?getCurrency=ETH' },
  play: async ({ canvasElement, loaded }) => {
    const store = loaded.store as FakeRootStore;
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Log In' }));
    await expect(store.userInfo.loginTarget).toBe('/edit?getCurrency=ETH');
  },
};
