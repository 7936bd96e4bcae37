import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { page, userEvent } from 'vitest/browser';
import { LOGOUT_POPUP } from '../../../src/shell/popups.ts';
import { renderShell, ShellParts } from './renderShell.tsx';

const openMenu = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
  return within(await screen.findByRole('navigation', { name: 'Menu' }));
};

describe('the menu', () => {
  it('lists Buy Crypto, My Orders, Terms of Service (new tab), Settings and Log In when logged out', async () => {
    renderShell(<ShellParts />);
    const menu = await openMenu();
    const expected: Array<[string | RegExp, string]> = [
      ['Buy Crypto', '/edit'],
      ['My Orders', '/my-orders'],
      [/^Terms of Service/, '/terms.html'],
      ['Settings', '/settings'],
      ['support@buycrypto.example', 'mailto:support@buycrypto.example'],
    ];
    expect(menu.getAllByRole('link')).toHaveLength(expected.length);
    for (const [name, href] of expected)
      expect(menu.getByRole('link', { name }).getAttribute('href')).toBe(href);
    const terms = menu.getByRole('link', { name: 'Terms of Service (opens in a new tab)' });
    expect(terms.getAttribute('target')).toBe('_blank');
    expect(menu.getByRole('button', { name: 'Log In' })).toBeTruthy();
    expect(menu.queryByRole('button', { name: 'Log Out' })).toBeNull();
    expect(menu.getByText('Version 2025-10-23 15:52')).toBeTruthy();
    expect(menu.getByText(/registered as a virtual currency exchange operator/)).toBeTruthy();
  });

  it('is on the right, 80% of a phone wide', async () => {
    await page.viewport(360, 740);
    renderShell(<ShellParts />);
    await openMenu();
    const paper = screen.getByRole('dialog', { name: 'Menu' });
    await waitFor(() => expect(Math.round(paper.getBoundingClientRect().right)).toBe(360));
    expect(Math.round(paper.getBoundingClientRect().width)).toBe(288);
  });

  it('navigates from an item and closes', async () => {
    const { location } = renderShell(<ShellParts />, { store: { loggedIn: true } });
    const menu = await openMenu();
    await userEvent.click(menu.getByRole('link', { name: 'My Orders' }));
    await waitFor(() => expect(location()).toBe('/my-orders'));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull());
  });

  it('Log In remembers the current address as the login target and goes to Login', async () => {
    const { store, location } = renderShell(<ShellParts />, { route: '/edit?getCurrency=ETH' });
    const menu = await openMenu();
    await userEvent.click(menu.getByRole('button', { name: 'Log In' }));
    await waitFor(() => expect(location()).toBe('/email-login'));
    expect(store.userInfo.loginTarget).toBe('/edit?getCurrency=ETH');
  });

  it('Log Out asks first; Yes clears the user info, says "Log out" and ends the session on the gateway', async () => {
    const { store } = renderShell(<ShellParts />, {
      store: { loggedIn: true, api: { logout: { respCode: 200, respMessage: 'success' } } },
    });
    expect(store.userInfo.isLoggedIn).toBe(true);
    const menu = await openMenu();
    await userEvent.click(menu.getByRole('button', { name: 'Log Out' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Log Out' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Yes' }));
    expect(store.userInfo.isLoggedIn).toBe(false);
    expect(store.local.getItem('userInfo')).toBeNull();
    expect((await screen.findByRole('alert')).textContent).toBe('Log out');
    // The same logout as Settings' (AccountStore.logOut): the old token is sent to the gateway's logout.
    await waitFor(() =>
      expect(store.apiCalls.filter((call) => call.endpoint === 'logout').map((call) => call.body)).toEqual([
        { authToken: 'story-token' },
      ]),
    );
  });

  it('Cancel keeps the user logged in', async () => {
    const { store } = renderShell(<ShellParts />, { store: { loggedIn: true } });
    const menu = await openMenu();
    await userEvent.click(menu.getByRole('button', { name: 'Log Out' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log Out' })).toBeNull());
    expect(store.userInfo.isLoggedIn).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('logging out on a page for logged-in users goes to Edit', async () => {
    const { store } = renderShell(<ShellParts />, {
      route: '/settings',
      store: { loggedIn: true, api: { logout: { respCode: 200, respMessage: 'success' } } },
    });
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    // Settings has no menu button; any screen may open the popup through the UI store.
    act(() => store.ui.openPopup(LOGOUT_POPUP));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    // The logout is the store's (AccountStore.logOut), which navigates through the app's navigator.
    await waitFor(() => expect(store.navigator.visited).toEqual([{ to: '/edit', replace: false }]));
  });

  it('logging out on a page anyone may see stays there', async () => {
    const { store } = renderShell(<ShellParts />, {
      route: '/order-status?orderNo=1',
      store: { loggedIn: true, api: { logout: { respCode: 200, respMessage: 'success' } } },
    });
    act(() => store.ui.openPopup(LOGOUT_POPUP));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(store.userInfo.isLoggedIn).toBe(false));
    expect(store.navigator.visited).toEqual([]);
  });
});
