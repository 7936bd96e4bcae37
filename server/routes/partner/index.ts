import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import swagger from '@fastify/swagger';
import type { Static } from 'typebox';
import { RespCode } from '../../../schemas/api/common.ts';
import { BusinessError, handleError, refusalOf, validationRefusal } from '../../http/errors.ts';
import { ok, done } from '../../http/endpoint.ts';
import { partnerOfKey } from '../../domain/partners/keys.ts';
import {
  listPartnerOrders,
  partnerEvents,
  partnerOrderByNo,
  partnerOrderByReference,
  decodeCursor,
} from '../../domain/partners/orders.ts';
import {
  addEndpoint,
  enableEndpoint,
  EndpointRefused,
  listEndpoints,
  removeEndpoint,
  replayEvent,
} from '../../domain/partners/endpoints.ts';
import {
  answer,
  CreatedEndpoint,
  EndpointParams,
  EndpointSchema,
  EventList,
  EventParams,
  EventSchema,
  NewEndpointBody,
  OrderList,
  OrderListQuery,
  OrderNoParams,
  PartnerOrderSchema,
  ReferenceParams,
  ReplayBody,
} from './schemas.ts';
import { Type } from 'typebox';

/** Where the partner API lives; its OpenAPI document is at `${PARTNER_PREFIX}/openapi.json`. */
export const PARTNER_PREFIX = '/gateway/partner/v1';

declare module 'fastify' {
  interface FastifyRequest {
    /** The partner whose API key the request carries (partner routes only). */
    partner?: { partnerId: string; keyId: string };
  }
}

/** HTTP statuses of the partner API's refusals (its callers are servers: the status says it too). */
const HTTP_OF: Record<number, number> = {
  [RespCode.badRequest]: 400,
  [RespCode.notFound]: 404,
  [RespCode.ipLimit]: 429,
  [RespCode.invalidAuth]: 401,
};

const notFound = () => new BusinessError(RespCode.notFound, 'common.notFound');
const badField = (field: string) => new BusinessError(RespCode.badRequest, 'field.invalid', { field });

/** The partner of the request's key, or 5002 (HTTP 401). */
const partnerOf = (request: FastifyRequest) => {
  if (!request.partner) throw new BusinessError(RespCode.invalidAuth, 'common.loginExpired');
  return request.partner.partnerId;
};

const tag = (name: string) => ({ tags: [name], security: [{ partnerKey: [] }] });

/**
 * The partner API (issue 17): a partner's server reads the orders it brought and manages its webhooks with
 * an API key (`Authorization: Bearer pk_…`, made by `npm run partner-keys`). Every refusal answers respCode
 * and respMessage (never a stack trace); answers never carry the buyer's e-mail, identity or card data.
 */
export async function partnerRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;
  const perKey = app.createRateLimit({
    max: config.partnerRateLimitPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `partner:${request.partner?.keyId ?? request.ip}`,
  });

  await app.register(
    async (partner) => {
      await partner.register(swagger, {
        openapi: {
          openapi: '3.1.0',
          info: {
            title: 'Buy Crypto partner API',
            version: '1.0.0',
            description:
              'Orders you brought and the webhooks about them. Authenticate with `Authorization: Bearer <key>`.',
          },
          servers: [{ url: config.publicOrigin ?? '/' }],
          components: {
            securitySchemes: { partnerKey: { type: 'http', scheme: 'bearer', description: 'pk_… key' } },
          },
        },
      });

      partner.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
        if (error instanceof BusinessError) {
          return reply.status(HTTP_OF[error.respCode] ?? 400).send(refusalOf(error, request));
        }
        if (error.validation) {
          const { respKey, respParams } = validationRefusal(error.validation[0], 'query');
          return reply
            .status(400)
            .send(refusalOf(new BusinessError(RespCode.badRequest, respKey, respParams), request));
        }
        return handleError(error, request, reply);
      });

      partner.addHook('onRequest', async (request) => {
        if (request.url.startsWith(`${PARTNER_PREFIX}/openapi.json`)) return;
        const header = request.headers.authorization ?? '';
        const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
        const found = token ? await partnerOfKey(db, token, config.clock.now()) : undefined;
        if (!found) throw new BusinessError(RespCode.invalidAuth, 'common.loginExpired');
        request.partner = found;
        const count = await perKey(request);
        if (!count.isAllowed && count.isExceeded) {
          throw new BusinessError(RespCode.ipLimit, 'common.ipLimit', {
            seconds: Math.max(1, count.ttlInSeconds),
          });
        }
      });

      partner.get('/openapi.json', { schema: { hide: true } }, async () => partner.swagger());

      partner.get(
        '/orders',
        {
          schema: {
            ...tag('orders'),
            summary: 'Your orders, newest first (filter by status, time range, reference; cursor paging)',
            querystring: OrderListQuery,
            response: { 200: answer(OrderList, 'A page of orders') },
          },
        },
        async (request) => {
          const query = request.query as Static<typeof OrderListQuery>;
          if (query.cursor && !decodeCursor(query.cursor)) throw badField('cursor');
          return ok(
            await listPartnerOrders(db, partnerOf(request), {
              status: query.status,
              from: query.from ? Date.parse(query.from) : undefined,
              to: query.to ? Date.parse(query.to) : undefined,
              reference: query.reference,
              limit: query.limit ?? 50,
              cursor: query.cursor,
            }),
          );
        },
      );

      partner.get(
        '/orders/by-reference/:reference',
        {
          schema: {
            ...tag('orders'),
            summary: 'Your newest order with this reference',
            params: ReferenceParams,
            response: { 200: answer(PartnerOrderSchema, 'The order') },
          },
        },
        async (request) => {
          const { reference } = request.params as Static<typeof ReferenceParams>;
          const order = await partnerOrderByReference(db, partnerOf(request), reference);
          if (!order) throw notFound();
          return ok(order);
        },
      );

      partner.get(
        '/orders/:orderNo',
        {
          schema: {
            ...tag('orders'),
            summary: "One of your orders by its number (another partner's order is not found)",
            params: OrderNoParams,
            response: { 200: answer(PartnerOrderSchema, 'The order') },
          },
        },
        async (request) => {
          const { orderNo } = request.params as Static<typeof OrderNoParams>;
          const order = await partnerOrderByNo(db, partnerOf(request), orderNo);
          if (!order) throw notFound();
          return ok(order);
        },
      );

      partner.get(
        '/orders/:orderNo/events',
        {
          schema: {
            ...tag('webhooks'),
            summary: "An order's events in sequence, each with its deliveries and their attempts",
            params: OrderNoParams,
            response: { 200: answer(EventList, 'The events') },
          },
        },
        async (request) => {
          const { orderNo } = request.params as Static<typeof OrderNoParams>;
          const partnerId = partnerOf(request);
          if (!(await partnerOrderByNo(db, partnerId, orderNo))) throw notFound();
          return ok({ events: await partnerEvents(db, partnerId, { orderNo }) });
        },
      );

      partner.get(
        '/events/:eventId',
        {
          schema: {
            ...tag('webhooks'),
            summary: 'One event with its deliveries and their attempts (HTTP status, latency)',
            params: EventParams,
            response: { 200: answer(EventSchema, 'The event') },
          },
        },
        async (request) => {
          const { eventId } = request.params as Static<typeof EventParams>;
          const [event] = await partnerEvents(db, partnerOf(request), { eventId });
          if (!event) throw notFound();
          return ok(event);
        },
      );

      partner.post(
        '/events/:eventId/replay',
        {
          schema: {
            ...tag('webhooks'),
            summary:
              'Delivers an event again (same webhook-id) to one of your enabled endpoints or all of them',
            params: EventParams,
            body: Type.Optional(ReplayBody),
            response: { 200: answer(Type.Object({ deliveryIds: Type.Array(Type.String()) }), 'Scheduled') },
          },
        },
        async (request) => {
          const { eventId } = request.params as Static<typeof EventParams>;
          const body = (request.body ?? {}) as Static<typeof ReplayBody>;
          const replayed = await replayEvent(
            db,
            partnerOf(request),
            eventId,
            body.endpointId,
            config.clock.now(),
          );
          if (!replayed) throw notFound();
          return ok(replayed);
        },
      );

      partner.get(
        '/webhooks/endpoints',
        {
          schema: {
            ...tag('webhooks'),
            summary: 'Your webhook endpoints (without their secrets)',
            response: { 200: answer(Type.Object({ endpoints: Type.Array(EndpointSchema) }), 'Endpoints') },
          },
        },
        async (request) => {
          const endpoints = await listEndpoints(db, partnerOf(request));
          return ok({ endpoints: endpoints.filter((endpoint) => endpoint.state !== 'disabled') });
        },
      );

      partner.post(
        '/webhooks/endpoints',
        {
          schema: {
            ...tag('webhooks'),
            summary: 'Registers an endpoint; its signing secret is answered here, once',
            body: NewEndpointBody,
            response: { 200: answer(CreatedEndpoint, 'The endpoint and its secret') },
          },
        },
        async (request) => {
          const { url } = request.body as Static<typeof NewEndpointBody>;
          try {
            return ok(await addEndpoint(db, partnerOf(request), url, config.webhooks, config.clock.now()));
          } catch (error) {
            if (!(error instanceof EndpointRefused)) throw error;
            request.log.info({ reason: error.message }, 'webhook endpoint refused');
            throw badField('url');
          }
        },
      );

      partner.post(
        '/webhooks/endpoints/:endpointId/enable',
        {
          schema: {
            ...tag('webhooks'),
            summary: 'Re-enables a failing endpoint: its held deliveries go out again',
            params: EndpointParams,
            response: {
              200: answer(Type.Object({ endpoint: EndpointSchema, released: Type.Integer() }), 'Enabled'),
            },
          },
        },
        async (request) => {
          const { endpointId } = request.params as Static<typeof EndpointParams>;
          const enabled = await enableEndpoint(db, partnerOf(request), endpointId, config.clock.now());
          if (!enabled?.endpoint) throw notFound();
          return ok({ endpoint: enabled.endpoint, released: enabled.released });
        },
      );

      partner.delete(
        '/webhooks/endpoints/:endpointId',
        {
          schema: {
            ...tag('webhooks'),
            summary: 'Removes an endpoint: nothing more is delivered to it',
            params: EndpointParams,
            response: { 200: answer(Type.Object({}), 'Removed') },
          },
        },
        async (request) => {
          const { endpointId } = request.params as Static<typeof EndpointParams>;
          if (!(await removeEndpoint(db, partnerOf(request), endpointId, config.clock.now())))
            throw notFound();
          return done();
        },
      );
    },
    { prefix: PARTNER_PREFIX },
  );
}
