import { describe, expect, it } from 'vitest';
import { RootStore } from '../../../src/stores/RootStore.ts';
import { createMemoryStorage } from '../../../src/stores/memoryStorage.ts';
import { keptVisitorId, REFERER_ORDER_KEY, VISITOR_ID_KEY } from '../../../src/platform/tracking.ts';
import { createFakeFetch, json } from '../support/fakeFetch.ts';
import { createFakeClock, createFakeNavigator } from '../support/fakeNavigator.ts';

function rootStore(options: {
  visitorId: () => Promise<string>;
  fail?: boolean;
  session?: Record<string, string>;
}) {
  const transport = createFakeFetch(() =>
    options.fail ? new Response('down', { status: 503 }) : json({ respCode: 200, respMessage: 'success' }),
  );
  const root = new RootStore({
    clock: createFakeClock(),
    local: createMemoryStorage(),
    session: createMemoryStorage(options.session),
    navigator: createFakeNavigator(),
    fetch: transport.fetch,
    visitorId: options.visitorId,
  });
  return { root, calls: transport.calls };
}

describe('tracking points', () => {
  it('sends type, the referring order, the visitor id, the page, who brought the buyer and the extras to addPoint', async () => {
    window.history.replaceState(null, '', '/wait-payment?orderNo=B42');
    const { root, calls } = rootStore({
      visitorId: () => Promise.resolve('visitor-9f2c'),
      session: { [REFERER_ORDER_KEY]: 'B41' },
    });
    await root.tracker.addPoint('open_checkout', { provider: 'alchemy' });
    expect(calls[0].url).toBe('/gateway/buying/addPoint');
    expect(calls[0].fields()).toEqual({
      type: 'open_checkout',
      order_id: 'B41',
      user_id: 'visitor-9f2c',
      place: 'http://localhost:3000/wait-payment?orderNo=B42',
      partnerId: '0',
      reference: '',
      refererUrl: '',
      provider: 'alchemy',
    });
  });

  it('sends an empty order id without a referring order, and an empty user id when fingerprinting fails', async () => {
    const { root, calls } = rootStore({ visitorId: () => Promise.reject(new Error('blocked')) });
    await root.tracker.addPoint('view_edit');
    expect(calls[0].fields()).toMatchObject({ type: 'view_edit', order_id: '', user_id: '' });
  });

  it('ignores a failed call', async () => {
    const { root } = rootStore({ visitorId: () => Promise.resolve('v'), fail: true });
    await expect(root.tracker.addPoint('view_edit')).resolves.toBeUndefined();
    expect(root.ui.toasts).toEqual([]);
  });
});

describe('the visitor id', () => {
  const fingerprinting = (visitorId: string) => {
    const runs = { count: 0 };
    const compute = () => {
      runs.count++;
      return Promise.resolve(visitorId);
    };
    return { runs, compute };
  };

  it('is fingerprinted once per browser: later page loads read the kept one', async () => {
    const local = createMemoryStorage();
    const first = fingerprinting('visitor-1');
    expect(await keptVisitorId(local, first.compute)).toBe('visitor-1');
    expect(local.getItem(VISITOR_ID_KEY)).toBe('visitor-1');
    const later = fingerprinting('visitor-2');
    expect(await keptVisitorId(local, later.compute)).toBe('visitor-1');
    expect(later.runs.count).toBe(0);
  });

  it('is fingerprinted on every page load when the browser refuses storage, and a failure is not kept', async () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
      removeItem: () => undefined,
    };
    const run = fingerprinting('visitor-3');
    expect(await keptVisitorId(refusing, run.compute)).toBe('visitor-3');
    expect(await keptVisitorId(undefined, run.compute)).toBe('visitor-3');
    expect(run.runs.count).toBe(2);
    const local = createMemoryStorage();
    await expect(keptVisitorId(local, () => Promise.reject(new Error('blocked')))).rejects.toThrow('blocked');
    expect(local.getItem(VISITOR_ID_KEY)).toBeNull();
  });
});
