import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import { ErrorBoundary } from '../../../src/shell/ErrorBoundary.tsx';
import { Toasts } from '../../../src/shell/Toasts.tsx';
import { FIXED_NOW } from '../../../stories/support/fakeRootStore.ts';
import { renderShell, ShellParts } from './renderShell.tsx';

describe('route guards in the shell', () => {
  it('sends a logged-out visitor of My Orders to Login and remembers the target', async () => {
    const { store, location } = renderShell(<ShellParts routes />, { route: '/my-orders?page=2' });
    await screen.findByRole('heading', { level: 1, name: 'Log In' });
    await waitFor(() => expect(location()).toBe('/email-login'));
    expect(store.userInfo.loginTarget).toBe('/my-orders?page=2');
  });

  it('treats an expired login as none', async () => {
    const expired = {
      userInfo: JSON.stringify({ authToken: 't', expTime: FIXED_NOW / 1000 - 1, kyc_level: 1 }),
    };
    const { location } = renderShell(<ShellParts routes />, {
      route: '/settings',
      store: { local: expired },
    });
    await screen.findByRole('heading', { level: 1, name: 'Log In' });
    await waitFor(() => expect(location()).toBe('/email-login'));
  });

  it('a Log Out on a login-required page leaves it for Edit, not for Login (the router moves in a transition)', async () => {
    const ok = { respCode: 200, respMessage: 'success' };
    const { store, location } = renderShell(<ShellParts routes />, {
      route: '/settings',
      store: {
        loggedIn: true,
        url: '/settings',
        api: {
          authInfo: {
            ...ok,
            data: {
              authToken: 'story-token',
              expTime: FIXED_NOW / 1000 + 3600,
              kyc_level: 1,
              email: 'a@example.com',
            },
          },
          userStatus: { ...ok, data: { isKyc: 1, kyc_level: 1 } },
          logout: ok,
        },
      },
    });
    await screen.findByText('a@example.com');
    act(() => store.ui.openPopup('logout'));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(store.navigator.visited).toEqual([{ to: '/edit', replace: false }]));
    expect(store.userInfo.isLoggedIn).toBe(false);
    // The page logged out on renders once more before the navigation lands: its guard does not send it to Login.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(location()).toBe('/settings');
    expect(store.userInfo.loginTarget).toBeUndefined();
  });

  it('opens a login-required page for a logged-in user', async () => {
    const { location } = renderShell(<ShellParts routes />, {
      route: '/my-orders',
      store: { loggedIn: true },
    });
    await screen.findByRole('heading', { level: 1, name: 'My Orders' });
    await waitFor(() => expect(location()).toBe('/my-orders'));
  });

  it('lets Enter Card through with an authToken query', async () => {
    const { location } = renderShell(<ShellParts routes />, { route: '/enter-card?authToken=abc' });
    await screen.findByRole('heading', { level: 1, name: 'Add Card' });
    await waitFor(() => expect(location()).toBe('/enter-card?authToken=abc'));
  });

  it('forwards the root to /edit with its query, and unknown paths to /edit', async () => {
    const root = renderShell(<ShellParts routes />, { route: '/?getCurrency=ETH' });
    await waitFor(() => expect(root.location()).toBe('/edit?getCurrency=ETH'));
    root.unmount();
    const unknown = renderShell(<ShellParts routes />, { route: '/nowhere' });
    await waitFor(() => expect(unknown.location()).toBe('/edit'));
  });
});

describe('ErrorBoundary', () => {
  it("shows 'Oops! Try again later.' for a crashed screen, and Try again renders it anew", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let crash = true;
    function Fragile() {
      if (crash) throw new Error('boom');
      return <p>Recovered</p>;
    }
    renderShell(
      <ErrorBoundary>
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Oops! Try again later.');
    crash = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Recovered')).toBeTruthy();
    vi.restoreAllMocks();
  });

  it('clears the error when the reset key (the path) changes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Harness() {
      const [path, setPath] = useState('/a');
      return (
        <>
          <button onClick={() => setPath('/b')}>Go</button>
          <ErrorBoundary resetKey={path}>{path === '/a' ? <Thrower /> : <p>Page B</p>}</ErrorBoundary>
        </>
      );
    }
    function Thrower(): never {
      throw new Error('boom');
    }
    renderShell(<Harness />);
    expect(screen.getByText('Oops! Try again later.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(screen.getByText('Page B')).toBeTruthy();
    vi.restoreAllMocks();
  });
});

describe('Toasts', () => {
  it('shows a message at the bottom and hides it after its duration', async () => {
    const { store } = renderShell(<Toasts />);
    act(() => void store.ui.showToast('Deleted successfully', { duration: 300 }));
    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toBe('Deleted successfully');
    expect(toast.getBoundingClientRect().top).toBeGreaterThan(window.innerHeight / 2);
    await waitFor(() => expect(store.ui.toasts).toHaveLength(0), { timeout: 2000 });
  });

  it('keeps a default message for 2000 ms', async () => {
    const { store } = renderShell(<Toasts />);
    act(() => void store.ui.showToast('Log out'));
    await screen.findByRole('alert');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(store.ui.toasts).toHaveLength(1);
    await waitFor(() => expect(store.ui.toasts).toHaveLength(0), { timeout: 2000 });
  });
});
