import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { createRouterNavigation } from '../../../src/shell/RouterNavigation.tsx';

afterEach(cleanup);

function Location() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

function renderRouter(navigation: ReturnType<typeof createRouterNavigation>) {
  const { BindNavigation } = navigation;
  return render(
    <MemoryRouter initialEntries={['/edit']}>
      <BindNavigation />
      <Location />
    </MemoryRouter>,
  );
}

describe('the stores’ navigation bound to the router', () => {
  it('moves the router', () => {
    const navigation = createRouterNavigation();
    renderRouter(navigation);
    act(() => void navigation.navigate('/order?payMethod=card'));
    expect(screen.getByTestId('location').textContent).toBe('/order?payMethod=card');
    act(() => void navigation.navigate('/select-offer', { replace: true }));
    expect(screen.getByTestId('location').textContent).toBe('/select-offer');
  });

  it('carries out a navigation asked for before the router mounted', () => {
    const navigation = createRouterNavigation();
    navigation.navigate('/server-timeout');
    renderRouter(navigation);
    expect(screen.getByTestId('location').textContent).toBe('/server-timeout');
  });

  it('still follows after the router has moved (react-router gives a new navigate per location)', () => {
    const navigation = createRouterNavigation();
    renderRouter(navigation);
    act(() => void navigation.navigate('/order'));
    act(() => void navigation.navigate('/select-offer'));
    act(() => void navigation.navigate('/submit-address'));
    expect(screen.getByTestId('location').textContent).toBe('/submit-address');
  });
});
