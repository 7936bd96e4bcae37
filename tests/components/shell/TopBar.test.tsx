import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from 'vitest/browser';
import { TopBar } from '../../../src/shell/TopBar.tsx';
import { renderShell, ShellParts } from './renderShell.tsx';

describe('TopBar', () => {
  it('shows the title as the page heading and a back arrow that calls back', async () => {
    const onBack = vi.fn();
    renderShell(<TopBar title="Order Status" onBack={onBack} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Order Status');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
  });

  it('has no back arrow without a back action', () => {
    renderShell(<TopBar title="Buy" onOpenMenu={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeTruthy();
  });
});

describe('the top bar of the shell, from the route registry', () => {
  it('on Edit: title Buy, no back arrow, the menu button', async () => {
    renderShell(<ShellParts />, { route: '/edit' });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Buy');
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeTruthy();
    expect(document.title).toBe('Buy');
  });

  it('on an inner page: its title and a back arrow leading to Edit when there is no previous page', async () => {
    const { location } = renderShell(<ShellParts />, { route: '/select-offer' });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Select Provider');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(location()).toBe('/edit'));
  });

  it('goes one step back when the previous page was inside the flow', async () => {
    const { location } = renderShell(<ShellParts />, {
      history: ['/order', '/select-offer'],
      store: { session: { prevPath: '/order' } },
    });
    await screen.findByRole('heading', { level: 1, name: 'Select Provider' });
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(location()).toBe('/order'));
  });

  it('falls back to the product name for a route without a title', async () => {
    renderShell(<ShellParts />, { route: '/redirect' });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Buy Crypto');
  });

  it('shows Chinese titles in zh-CN', async () => {
    renderShell(<ShellParts />, { route: '/order-status', locale: 'zh-CN' });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('订单状态');
    expect(screen.getByRole('button', { name: '返回' })).toBeTruthy();
  });
});
