import { render, screen } from '@testing-library/react';
import { observer } from 'mobx-react-lite';
import { describe, expect, it, vi } from 'vitest';
import { RootStore } from '../../../src/stores/RootStore.ts';
import { RootStoreProvider, useStores } from '../../../src/stores/context.tsx';
import { createMemoryStorage } from '../../../src/stores/memoryStorage.ts';
import { createFakeClock, createFakeNavigator } from '../support/fakeNavigator.ts';

const ToastCount = observer(function ToastCount() {
  const { ui } = useStores();
  return <p>{`${ui.toasts.length} toasts`}</p>;
});

describe('store context', () => {
  it('gives the provided RootStore to observers, which follow its changes', async () => {
    const store = new RootStore({
      clock: createFakeClock(),
      local: createMemoryStorage(),
      session: createMemoryStorage(),
      navigator: createFakeNavigator(),
    });
    render(
      <RootStoreProvider store={store}>
        <ToastCount />
      </RootStoreProvider>,
    );
    expect(screen.getByText('0 toasts')).toBeDefined();
    store.ui.showToast('Log out');
    expect(await screen.findByText('1 toasts')).toBeDefined();
  });

  it('throws without a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<ToastCount />)).toThrow(/RootStoreProvider/);
    vi.restoreAllMocks();
  });
});
