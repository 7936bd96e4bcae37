// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiClient,
  isCancelled,
  TRANSPORT_FAILURE,
  type ApiClientOptions,
} from '../../../src/api/ApiClient.ts';
import { createFakeFetch, json } from '../support/fakeFetch.ts';

function clientWith(options: ApiClientOptions = {}, responder?: Parameters<typeof createFakeFetch>[0]) {
  const transport = createFakeFetch(responder);
  const client = new ApiClient({ fetch: transport.fetch, ...options });
  return { client, calls: transport.calls };
}

const ok = { respCode: 200, respMessage: 'success' };

afterEach(() => {
  vi.useRealTimers();
});

describe('ApiClient requests', () => {
  it('POSTs a urlencoded form to the endpoint under the base URL', async () => {
    const { client, calls } = clientWith({}, () => json({ ...ok, data: { orderNo: 'B1' } }));
    const answer = await client.post('cryptoOrder', { address: 'bc1q', billing: { zip: '10115' } });
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('/gateway/buying/cryptoOrder');
    expect(calls[0].init.method).toBe('POST');
    expect(calls[0].init.headers).toMatchObject({ 'content-type': 'application/x-www-form-urlencoded' });
    expect(calls[0].init.body).toBe('address=bc1q&billing[zip]=10115');
    expect(answer).toEqual({ ...ok, data: { orderNo: 'B1' } });
  });

  it('uses a configured base URL', async () => {
    const { client, calls } = clientWith({ baseUrl: '/api/v2/' }, () => json(ok));
    await client.post('payList', {});
    expect(calls[0].url).toBe('/api/v2/payList');
  });

  it('sends multipart/form-data, without a hand-made content type, when a file is present', async () => {
    const { client, calls } = clientWith({}, () => json(ok));
    await client.post('addKyc', { front: new File(['x'], 'front.jpg') });
    expect(calls[0].init.body).toBeInstanceOf(FormData);
    expect(calls[0].init.headers).not.toHaveProperty('content-type');
  });
});

describe('ApiClient answers', () => {
  it('gives a non-2xx answer whose body is a JSON answer back as that business answer', async () => {
    const { client } = clientWith({}, () =>
      json({ respCode: 400, respMessage: "Invalid field 'email'" }, 400),
    );
    await expect(client.post('login', {})).resolves.toEqual({
      respCode: 400,
      respMessage: "Invalid field 'email'",
    });
  });

  it('takes only HTTP 2xx as success: an HTTP 500 whose body says respCode 200 is an error', async () => {
    const { client } = clientWith({}, () =>
      json({ ...ok, token: 'quote-token', expireTime: 1_900_000_000, getCurrencyAmount: '0.001' }, 500),
    );
    await expect(client.post('offerInquiry', {})).resolves.toEqual({
      respCode: TRANSPORT_FAILURE,
      respMessage: 'Oops! Try again later.',
    });
    const created = clientWith({}, () => json({ ...ok, data: { orderNo: 'B1' } }, 201));
    await expect(created.client.post('cryptoOrder', {})).resolves.toEqual({ ...ok, data: { orderNo: 'B1' } });
  });

  it('turns an error page or a network failure into an error answer with respCode 0', async () => {
    const page = clientWith({}, () => new Response('<h1>Bad gateway</h1>', { status: 502 }));
    const answer = await page.client.post('payList', {});
    expect(answer.respCode).toBe(TRANSPORT_FAILURE);
    expect(answer.respMessage).toBe('Oops! Try again later.');

    const offline = new ApiClient({ fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(offline.post('payList', {})).resolves.toMatchObject({ respCode: TRANSPORT_FAILURE });
  });

  it('calls the callback of each app-wide business code and still returns the answer', async () => {
    const onAccessDenied = vi.fn();
    const onAuthInvalid = vi.fn();
    const onRiskControl = vi.fn();
    const answers = [
      { respCode: 5001, respMessage: 'IP limit' },
      { respCode: 5002, respMessage: 'Login expired, please log in again' },
      { respCode: 5004, respMessage: 'Risk control' },
      { respCode: 5003, respMessage: 'The price has expired, please get a new quote' },
    ];
    const { client } = clientWith({ onAccessDenied, onAuthInvalid, onRiskControl }, (call) =>
      json(answers[Number(new URLSearchParams(String(call.init.body)).get('n'))]),
    );
    for (const [n, answer] of answers.entries()) {
      await expect(client.post('cryptoOrder', { n })).resolves.toEqual(answer);
    }
    expect(onAccessDenied).toHaveBeenCalledTimes(1);
    expect(onAuthInvalid).toHaveBeenCalledExactlyOnceWith('Login expired, please log in again', answers[1]);
    expect(onRiskControl).toHaveBeenCalledTimes(1);
  });
});

describe('ApiClient time-out', () => {
  it('gives up after 60 s, calls onTimeout once and answers with respCode 0', async () => {
    vi.useFakeTimers();
    const onTimeout = vi.fn();
    const { client, calls } = clientWith({ onTimeout });
    const pending = client.post('offerInquiry', { sendCurrency: 'USD' });
    await vi.advanceTimersByTimeAsync(59_999);
    expect(onTimeout).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toEqual({
      respCode: TRANSPORT_FAILURE,
      respMessage: 'This site took too long to respond',
    });
    expect(onTimeout).toHaveBeenCalledTimes(1);
    expect(calls[0].init.signal?.aborted).toBe(true);
  });

  it('does not time out a request that was answered in time', async () => {
    vi.useFakeTimers();
    const onTimeout = vi.fn();
    const { client, calls } = clientWith({ onTimeout });
    const pending = client.post('payList', {});
    calls[0].respondJson(ok);
    await expect(pending).resolves.toEqual(ok);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('with no time-out (the build, whose requests nothing answers) keeps no timer and waits', async () => {
    vi.useFakeTimers();
    const onTimeout = vi.fn();
    const { client, calls } = clientWith({ onTimeout, timeoutMs: null });
    const pending = client.post('payList', {});
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(onTimeout).not.toHaveBeenCalled();
    calls[0].respondJson(ok);
    await expect(pending).resolves.toEqual(ok);
  });
});

describe('ApiClient de-duplication', () => {
  it('shares one request between identical calls in flight and releases it on response', async () => {
    const { client, calls } = clientWith();
    const first = client.post('getList', { intercept: 2, offerType: 'a' });
    const second = client.post('getList', { intercept: 2, offerType: 'a' });
    const other = client.post('getList', { intercept: 2, offerType: 'b' });
    expect(calls).toHaveLength(2);
    calls[0].respondJson({ ...ok, data: ['BTC'] });
    calls[1].respondJson(ok);
    await expect(first).resolves.toEqual({ ...ok, data: ['BTC'] });
    await expect(second).resolves.toEqual({ ...ok, data: ['BTC'] });
    await other;

    const third = client.post('getList', { intercept: 2, offerType: 'a' });
    expect(calls).toHaveLength(3);
    calls[2].respondJson(ok);
    await expect(third).resolves.toEqual(ok);
  });

  it('applies a business code once for callers that shared the request', async () => {
    const onRiskControl = vi.fn();
    const { client, calls } = clientWith({ onRiskControl });
    const both = Promise.all([client.post('cryptoOrder', { a: 1 }), client.post('cryptoOrder', { a: 1 })]);
    calls[0].respondJson({ respCode: 5004, respMessage: 'Restricted' });
    await both;
    expect(onRiskControl).toHaveBeenCalledTimes(1);
  });
});

describe('ApiClient answers kept for their caller (keep)', () => {
  it('gives an answer asked ahead to the next identical request, once, without asking again', async () => {
    const { client, calls } = clientWith();
    const ahead = client.post('getCurrencyInfo', { currency: 'ETH' }, { keep: true });
    calls[0].respondJson({ ...ok, data: { currency: 'ETH' } });
    await ahead;

    const other = client.post('getCurrencyInfo', { currency: 'BTC' });
    expect(calls).toHaveLength(2);
    calls[1].respondJson(ok);
    await other;
    const taken = await client.post('getCurrencyInfo', { currency: 'ETH' });
    expect(taken).toEqual({ ...ok, data: { currency: 'ETH' } });
    expect(calls).toHaveLength(2);

    const again = client.post('getCurrencyInfo', { currency: 'ETH' });
    expect(calls).toHaveLength(3);
    calls[2].respondJson(ok);
    await expect(again).resolves.toEqual(ok);
  });

  it('lets a request joining it while in flight take it, and asks anew after a network failure', async () => {
    const { client, calls } = clientWith();
    void client.post('getCurrencyInfo', { currency: 'ETH' }, { keep: true });
    const joined = client.post('getCurrencyInfo', { currency: 'ETH' });
    calls[0].respondJson(ok);
    await expect(joined).resolves.toEqual(ok);
    void client.post('getCurrencyInfo', { currency: 'ETH' });
    expect(calls).toHaveLength(2);

    const failed = client.post('getCurrencyInfo', { currency: 'SOL' }, { keep: true });
    calls[2].respond(Response.error());
    await expect(failed).resolves.toMatchObject({ respCode: TRANSPORT_FAILURE });
    void client.post('getCurrencyInfo', { currency: 'SOL' });
    expect(calls).toHaveLength(4);
  });
});

describe('ApiClient token injection', () => {
  it('adds the stored token to every payload while one is given', async () => {
    let token: string | undefined = 'tok-123';
    const { client, calls } = clientWith({ getAuthToken: () => token }, () => json(ok));
    await client.post('cardList', {});
    await client.post('offerInquiry', { sendCurrency: 'EUR' });
    token = undefined;
    await client.post('offerInquiry', { sendCurrency: 'USD' });
    expect(calls[0].fields()).toEqual({ authToken: 'tok-123' });
    expect(calls[1].fields()).toEqual({ sendCurrency: 'EUR', authToken: 'tok-123' });
    expect(calls[2].fields()).toEqual({ sendCurrency: 'USD' });
  });

  it('keeps a token the caller passed (an authToken query) over the stored one', async () => {
    const { client, calls } = clientWith({ getAuthToken: () => 'stored' }, () => json(ok));
    await client.post('userStatus', { authToken: 'from-query' });
    expect(calls[0].fields()).toEqual({ authToken: 'from-query' });
  });
});

describe('ApiClient cancellation', () => {
  it('rejects a cancelled call with an AbortError, aborts the request and runs no side effect', async () => {
    const onAuthInvalid = vi.fn();
    const onTimeout = vi.fn();
    const { client, calls } = clientWith({ onAuthInvalid, onTimeout });
    const controller = new AbortController();
    const pending = client.post('orderList', {}, { signal: controller.signal });
    controller.abort();
    const error = await pending.catch((reason: unknown) => reason);
    expect(isCancelled(error)).toBe(true);
    expect(calls[0].init.signal?.aborted).toBe(true);
    calls[0].respondJson({ respCode: 5002, respMessage: 'Login expired' });
    await Promise.resolve();
    expect(onAuthInvalid).not.toHaveBeenCalled();
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('keeps a shared request going for the callers that did not cancel', async () => {
    const { client, calls } = clientWith();
    const controller = new AbortController();
    const cancelled = client.post('priceList', { a: 1 }, { signal: controller.signal });
    const kept = client.post('priceList', { a: 1 });
    controller.abort();
    await expect(cancelled).rejects.toSatisfy(isCancelled);
    expect(calls[0].init.signal?.aborted).toBe(false);
    calls[0].respondJson(ok);
    await expect(kept).resolves.toEqual(ok);
  });

  it('does not even send a call whose signal is already aborted', async () => {
    const { client, calls } = clientWith();
    await expect(client.post('priceList', {}, { signal: AbortSignal.abort() })).rejects.toSatisfy(
      isCancelled,
    );
    expect(calls).toHaveLength(0);
  });
});

describe('ApiClient GET', () => {
  it('GETs a path under the base, de-duplicated like POSTs', async () => {
    const { client, calls } = clientWith();
    const first = client.get('country');
    const second = client.get('country');
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('/gateway/buying/country');
    expect(calls[0].init.method).toBe('GET');
    calls[0].respondJson({ ...ok, data: { currCode: 'US' } });
    expect(await first).toEqual(await second);
  });
});

describe('ApiClient answersAfter', () => {
  it('holds answers, failures and their side effects until it settles; a cancelled call is not held', async () => {
    let settle = () => {};
    const answersAfter = new Promise<void>((resolve) => (settle = resolve));
    const onAccessDenied = vi.fn();
    const { client } = clientWith({ answersAfter, onAccessDenied }, (call) =>
      call.url.endsWith('/payList')
        ? json({ ...ok, data: { list: [] } })
        : call.url.endsWith('/country')
          ? json({ respCode: 5001, respMessage: 'denied' })
          : undefined,
    );
    const seen: string[] = [];
    void client.post('payList').then((answer) => seen.push(`payList ${answer.respCode}`));
    void client.post('country').then((answer) => seen.push(`country ${answer.respCode}`));
    const controller = new AbortController();
    const cancelled = client.post('offerInquiry', {}, { signal: controller.signal });
    controller.abort();
    await expect(cancelled).rejects.toSatisfy(isCancelled);

    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toEqual([]);
    expect(onAccessDenied).not.toHaveBeenCalled();
    settle();
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    expect(seen).toEqual(['payList 200', 'country 5001']);
    expect(onAccessDenied).toHaveBeenCalledOnce();
  });
});
