import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import swagger from '@fastify/swagger';
import type { Static, TSchema } from 'typebox';
import { RespCode } from '../../../schemas/api/common.ts';
import { BusinessError, handleError } from '../../http/errors.ts';
import { ok, done } from '../../http/endpoint.ts';
import { partnerOfKey } from '../../domain/partners/keys.ts';
import {
  listPartnerOrders,
  partnerEvents,
  findPartnerOrder,
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
import { answer, PARTNER_CALLS, type PartnerCall, type PartnerCallName } from './schemas.ts';

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

const badField = (field: string) => new BusinessError(RespCode.badRequest, 'field.invalid', { field });
/** No key, or an unknown, malformed or revoked one: 5002 (HTTP 401) in the partner API's own words. */
const invalidKey = () => new BusinessError(RespCode.invalidAuth, 'partner.invalidKey');

/** The thing looked up, or 404 when the partner has none (another partner's is not found either). */
function found<T>(thing: T | undefined): T {
  if (thing === undefined) throw new BusinessError(RespCode.notFound, 'common.notFound');
  return thing;
}

type Input<C, K extends 'params' | 'querystring' | 'body'> = C extends { [k in K]: infer S extends TSchema }
  ? Static<S>
  : undefined;

/**
 * A partner call's handler: its validated path parameters, query and body, the key's partner, the request;
 * it answers ok(data) or done(), the data serialised by the call's schema.
 */
type PartnerHandler<C extends PartnerCall> = (
  input: { params: Input<C, 'params'>; query: Input<C, 'querystring'>; body: Input<C, 'body'> },
  partnerId: string,
  request: FastifyRequest,
) => Promise<ReturnType<typeof done> & { data?: unknown }>;

/** Registers every partner call from its entry (PARTNER_CALLS): method, path, schemas, the key's partner. */
function servePartnerCalls(
  partner: FastifyInstance,
  handlers: { [N in PartnerCallName]: PartnerHandler<(typeof PARTNER_CALLS)[N]> },
): void {
  for (const [name, call] of Object.entries(PARTNER_CALLS) as Array<[PartnerCallName, PartnerCall]>) {
    const { route, tag, summary, params, querystring, body, data, answers } = call;
    const [method, url] = route.split(' ') as ['GET' | 'POST' | 'DELETE', string];
    const handler = handlers[name] as PartnerHandler<PartnerCall>;
    partner.route({
      method,
      url,
      schema: {
        tags: [tag],
        security: [{ partnerKey: [] }],
        summary,
        ...(params && { params }),
        ...(querystring && { querystring }),
        ...(body && { body }),
        response: { 200: answer(data, answers) },
      },
      handler: async (request) => {
        if (!request.partner) throw invalidKey();
        const input = { params: request.params, query: request.query, body: request.body };
        return handler(input as Parameters<typeof handler>[0], request.partner.partnerId, request);
      },
    });
  }
}

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

      partner.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) =>
        handleError(error, request, reply, { statusOf: (code) => HTTP_OF[code] ?? 400, field: 'query' }),
      );

      partner.addHook('onRequest', async (request) => {
        if (request.routeOptions.url === `${PARTNER_PREFIX}/openapi.json`) return;
        // The key is read from the Authorization header only (a key in the query string is never taken).
        const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
        request.partner = token ? await partnerOfKey(db, token, config.clock.now()) : undefined;
        // Counted before the key is refused: guesses are limited per address as calls are per key.
        const count = await perKey(request);
        if (!count.isAllowed && count.isExceeded) {
          throw new BusinessError(RespCode.ipLimit, 'common.ipLimit', {
            seconds: Math.max(1, count.ttlInSeconds),
          });
        }
        if (!request.partner) throw invalidKey();
      });

      partner.get('/openapi.json', { schema: { hide: true } }, async () => partner.swagger());

      servePartnerCalls(partner, {
        listOrders: async ({ query }, partnerId) => {
          if (query.cursor && !decodeCursor(query.cursor)) throw badField('cursor');
          return ok(
            await listPartnerOrders(db, partnerId, {
              status: query.status,
              from: query.from ? Date.parse(query.from) : undefined,
              to: query.to ? Date.parse(query.to) : undefined,
              reference: query.reference,
              limit: query.limit ?? 50,
              cursor: query.cursor,
            }),
          );
        },
        orderByReference: async ({ params }, partnerId) =>
          ok(found(await findPartnerOrder(db, partnerId, params))),
        orderByNo: async ({ params }, partnerId) => ok(found(await findPartnerOrder(db, partnerId, params))),
        orderEvents: async ({ params: { orderNo } }, partnerId) => {
          found(await findPartnerOrder(db, partnerId, { orderNo }));
          return ok({ events: await partnerEvents(db, partnerId, { orderNo }) });
        },
        event: async ({ params: { eventId } }, partnerId) =>
          ok(found((await partnerEvents(db, partnerId, { eventId }))[0])),
        replayEvent: async ({ params, body }, partnerId) =>
          ok(found(await replayEvent(db, partnerId, params.eventId, body?.endpointId, config.clock.now()))),
        listEndpoints: async (_, partnerId) => {
          const endpoints = await listEndpoints(db, partnerId);
          return ok({ endpoints: endpoints.filter((endpoint) => endpoint.state !== 'disabled') });
        },
        addEndpoint: async ({ body }, partnerId, request) => {
          try {
            return ok(await addEndpoint(db, partnerId, body.url, config.webhooks, config.clock.now()));
          } catch (error) {
            if (!(error instanceof EndpointRefused)) throw error;
            request.log.info({ reason: error.message }, 'webhook endpoint refused');
            throw badField('url');
          }
        },
        enableEndpoint: async ({ params }, partnerId) => {
          const enabled = await enableEndpoint(db, partnerId, params.endpointId, config.clock.now());
          return ok({ endpoint: found(enabled?.endpoint), released: enabled?.released ?? 0 });
        },
        removeEndpoint: async ({ params }, partnerId) => {
          found((await removeEndpoint(db, partnerId, params.endpointId, config.clock.now())) || undefined);
          return done();
        },
      });
    },
    { prefix: PARTNER_PREFIX },
  );
}
