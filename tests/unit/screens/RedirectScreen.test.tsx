import { StrictMode } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { BrowserRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { IntlProvider } from '../../../src/shell/IntlProvider.tsx';
import Redirect from '../../../src/screens/Redirect/index.tsx';
import { createRouterNavigation } from '../../../src/shell/RouterNavigation.tsx';
import { RootStoreProvider } from '../../../src/stores/context.tsx';
import { createMemoryStorage } from '../../../src/stores/memoryStorage.ts';
import { RootStore } from '../../../src/stores/RootStore.ts';
import { createFakeFetch, json, type FetchCall } from '../support/fakeFetch.ts';
import { createFakeClock } from '../support/fakeNavigator.ts';
import { orderView } from '../stores/orderFixtures.ts';

const NOW_MS = Date.UTC(2025, 9, 23, 15, 52, 0);
const ORDER_NO = '202510230000000001';
const endpointOf = (call: FetchCall) => call.url.replace(/^.*\/gateway\/buying\//, '');

afterEach(cleanup);

/** The screen in the browser's own router (the address bar is jsdom's), with the app's RootStore over a held transport. */
function openRedirect(url: string) {
  window.history.replaceState({ idx: 0 }, '', url);
  const addressWhenCalled: string[] = [];
  const transport = createFakeFetch((call) => {
    addressWhenCalled.push(`${endpointOf(call)} ${window.location.href}`);
    return undefined;
  });
  const navigation = createRouterNavigation();
  const root = new RootStore({
    clock: createFakeClock(NOW_MS),
    local: createMemoryStorage(),
    session: createMemoryStorage(),
    navigator: {
      navigate: (to, options) => void navigation.navigate(to, options),
      currentUrl: () => window.location.pathname + window.location.search,
    },
    fetch: transport.fetch,
    visitorId: async () => 'v',
  });
  const historyLength = window.history.length;
  const view = render(
    <StrictMode>
      <RootStoreProvider store={root}>
        <IntlProvider locale="en-US">
          <BrowserRouter>
            <navigation.BindNavigation />
            <Redirect />
          </BrowserRouter>
        </IntlProvider>
      </RootStoreProvider>
    </StrictMode>,
  );
  const callsTo = (endpoint: string) => transport.calls.filter((call) => endpointOf(call) === endpoint);
  return { root, view, historyLength, addressWhenCalled, callsTo };
}

describe('the Redirect screen', () => {
  it('takes the token out of the address bar at once, shows only a progress indicator, and forwards in place', async () => {
    const { root, view, historyLength, addressWhenCalled, callsTo } = openRedirect(
      `/redirect?orderNo=${ORDER_NO}&authToken=tok-9&status=success`,
    );
    // Right after the first render, before any answer: the token is gone, in place.
    expect(window.location.pathname + window.location.search).toBe(
      `/redirect?orderNo=${ORDER_NO}&status=success`,
    );
    expect(window.history.length).toBe(historyLength);
    expect(screen.getByRole('progressbar', { name: 'Taking you to your order' })).toBeTruthy();
    expect(view.container.textContent).toBe('');
    await act(async () => undefined);
    // One check of the token (StrictMode ran the effect twice), sent after the address bar lost it.
    expect(callsTo('authInfo')).toHaveLength(1);
    expect(callsTo('authInfo')[0].fields()).toEqual({ authToken: 'tok-9' });
    expect(addressWhenCalled[0]).toBe(
      `authInfo http://localhost:3000/redirect?orderNo=${ORDER_NO}&status=success`,
    );

    await act(async () =>
      callsTo('authInfo')[0].respondJson({
        respCode: 200,
        respMessage: 'success',
        data: { authToken: 'tok-9', expTime: NOW_MS / 1000 + 3600, kyc_level: 1, email: 'b@example.com' },
      }),
    );
    expect(root.userInfo.isLoggedIn).toBe(true);
    await act(async () =>
      callsTo('orderDetail')[0].respond(
        json({
          respCode: 200,
          respMessage: 'success',
          data: orderView({ orderNo: ORDER_NO, status: 'Paid', paymentResult: 'success' }),
        }),
      ),
    );
    expect(window.location.pathname + window.location.search).toBe(`/order-status?orderNo=${ORDER_NO}`);
    expect(window.history.length).toBe(historyLength);
  });

  it('without a token leaves the address bar alone and forwards to Edit when nothing is usable', async () => {
    const { callsTo } = openRedirect('/redirect?status=success');
    await act(async () => undefined);
    expect(callsTo('authInfo')).toHaveLength(0);
    expect(window.location.pathname + window.location.search).toBe('/edit');
  });
});
