import { act, cleanup, render, screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import enUS from '../../../src/i18n/messages/en-US.json';
import zhCN from '../../../src/i18n/messages/zh-CN.json';
import { IntlProvider } from '../../../src/shell/IntlProvider.tsx';
import { RootStoreProvider } from '../../../src/stores/context.tsx';
import { createMemoryStorage } from '../../../src/stores/memoryStorage.ts';
import { RootStore } from '../../../src/stores/RootStore.ts';
import { createFakeClock, createFakeNavigator } from '../support/fakeNavigator.ts';

/** A message without arguments, shown as written in each catalogue. */
const key = Object.keys(enUS).find(
  (id) => !/[{}<']/.test(enUS[id as keyof typeof enUS]),
) as keyof typeof enUS;

function Probe() {
  return (
    <p data-testid="probe">
      <FormattedMessage id={key} />
    </p>
  );
}

describe('IntlProvider', () => {
  afterEach(cleanup);

  it('renders the messages of the locale store and follows a locale switch', () => {
    const store = new RootStore({
      clock: createFakeClock(),
      local: createMemoryStorage(),
      session: createMemoryStorage(),
      navigator: createFakeNavigator(),
    });
    render(
      <RootStoreProvider store={store}>
        <IntlProvider>
          <Probe />
        </IntlProvider>
      </RootStoreProvider>,
    );
    expect(screen.getByTestId('probe').textContent).toBe(enUS[key]);
    act(() => store.locale.setLocale('zh-CN'));
    expect(screen.getByTestId('probe').textContent).toBe(zhCN[key]);
  });

  it('renders a fixed locale without a store', () => {
    render(
      <IntlProvider locale="zh-CN">
        <Probe />
      </IntlProvider>,
    );
    expect(screen.getByTestId('probe').textContent).toBe(zhCN[key]);
  });
});
