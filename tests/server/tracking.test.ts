import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway } from './helpers/gateway.ts';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway.close());

const points = () => gateway.app.db.selectFrom('tracking_points').selectAll().orderBy('created_at').execute();

describe('addPoint', () => {
  it('stores a tracking point with its extras, given as extras[key] or as further fields', async () => {
    const answer = await gateway.post('addPoint', {
      type: 'page_view',
      order_id: 'R20261121001',
      user_id: 'fp-4f2a9c',
      place: 'http://localhost:8080/edit?getCurrency=BTC',
      extras: { step: 'quote', amount: '100' },
      source: 'widget',
      authToken: 'never-stored',
    });
    expect(answer).toEqual({ respCode: 200, respMessage: 'success' });
    const [point] = await points();
    expect(point).toMatchObject({
      type: 'page_view',
      order_id: 'R20261121001',
      user_id: 'fp-4f2a9c',
      place: 'http://localhost:8080/edit?getCurrency=BTC',
    });
    expect(JSON.parse(point.extras)).toEqual({ step: 'quote', amount: '100', source: 'widget' });
    expect(Number(point.created_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('takes an empty order id (no referring order) and no extras', async () => {
    expect(
      (
        await gateway.post('addPoint', {
          type: 'click',
          order_id: '',
          user_id: 'fp-1',
          place: 'http://localhost:8080/',
        })
      ).respCode,
    ).toBe(200);
    const last = (await points()).at(-1)!;
    expect(last).toMatchObject({ type: 'click', order_id: '', extras: '{}' });
  });

  it('refuses malformed points with respCode 400 and stores nothing', async () => {
    const before = (await points()).length;
    const tooMany = Object.fromEntries(Array.from({ length: 31 }, (_, i) => [`k${i}`, 'v']));
    for (const body of [
      { order_id: 'x' },
      { type: 'x'.repeat(100_000) },
      { type: 'view', place: 'p'.repeat(100_000) },
      { type: 'view', extras: { nested: { deep: 'x' } } },
      { type: 'view', extras: tooMany },
      { type: 'view', ...tooMany },
      { type: { a: 'b' } },
    ]) {
      const answer = await gateway.post('addPoint', body);
      expect(answer.respCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect((await points()).length).toBe(before);
  });
});
