import Fastify from 'fastify';
import { afterEach, expect, it } from 'vitest';
import { withData } from '../../schemas/api/common.ts';
import { Type } from 'typebox';
import { validateResponses } from '../../server/http/responseValidation.ts';

const app = Fastify({ logger: false });
afterEach(() => app.close());

it('under test, a successful answer that does not match its response schema fails, each time it is sent', async () => {
  validateResponses(app);
  let order: object = { orderId: 'o-1' };
  const response = withData(Type.Object({ orderId: Type.String() }));
  app.post('/order', { schema: { response: { 200: response } } }, async () => ({
    respCode: 200,
    respMessage: 'ok',
    data: order,
  }));
  const send = () => app.inject({ method: 'POST', url: '/order' });

  expect((await send()).json()).toEqual({ respCode: 200, respMessage: 'ok', data: { orderId: 'o-1' } });
  // The serialiser alone would send "7" for a number where the schema says string.
  order = { orderId: 7 };
  expect((await send()).statusCode).toBe(500);
  order = { orderId: 'o-2' };
  expect((await send()).statusCode).toBe(200);
});
