import { Type, type TSchema } from 'typebox';
import { OrderStatusName, PAYMENT_RESULTS } from '../../../schemas/api/orders.ts';
import { RespKeyFields } from '../../../schemas/api/common.ts';
import { PARTNER_EVENT_TYPES } from '../../domain/partners/events.ts';

/**
 * The partner API's schemas (TypeBox): Fastify validates requests and serialises answers with them, and
 * @fastify/swagger writes the OpenAPI document from them (GET /gateway/partner/v1/openapi.json).
 */

/** Every answer: respCode 200 and data, or a refusal (respCode, respMessage, respKey, respParams). */
export const answer = <T extends TSchema>(data: T, description: string) =>
  Type.Object(
    {
      respCode: Type.Integer({
        description: '200 on success; 400 bad request, 404 not found, 5001 rate limit, 5002 bad key',
      }),
      respMessage: Type.String(),
      ...RespKeyFields,
      data: Type.Optional(data),
    },
    { description },
  );

const Iso = Type.String({ format: 'date-time' });
const NullableString = Type.Union([Type.String(), Type.Null()]);

export const PartnerOrderSchema = Type.Object(
  {
    orderNo: Type.String(),
    partnerId: Type.String(),
    reference: Type.String({ description: "Your reference (the link's reference parameter); '' when none" }),
    refererUrl: Type.String({ description: "The page the buyer came from; '' when unknown" }),
    status: OrderStatusName,
    statusReason: NullableString,
    paymentResult: Type.Union(PAYMENT_RESULTS.map((result) => Type.Literal(result))),
    payMethod: Type.String(),
    offerType: Type.String(),
    providerName: Type.String(),
    sendCurrency: Type.String(),
    sendAmount: Type.String(),
    paidAmount: Type.String(),
    getCurrency: Type.String(),
    getSymbol: Type.String(),
    getAmount: Type.String(),
    network: Type.String(),
    processingFee: Type.String(),
    networkFee: Type.String(),
    feeCurrency: Type.String(),
    walletAddress: Type.String(),
    txHash: NullableString,
    createdAt: Iso,
    updatedAt: Iso,
    expiresAt: Iso,
    deliveredAt: Type.Union([Iso, Type.Null()]),
  },
  {
    additionalProperties: false,
    description: "An order you brought: never the buyer's e-mail, identity or card data",
  },
);

export const OrderListQuery = Type.Object(
  {
    status: Type.Optional(Type.Array(OrderStatusName, { maxItems: 12, description: 'One or more statuses' })),
    from: Type.Optional(Type.String({ format: 'date-time', description: 'Created at or after (ISO 8601)' })),
    to: Type.Optional(Type.String({ format: 'date-time', description: 'Created before (ISO 8601)' })),
    reference: Type.Optional(Type.String({ maxLength: 128 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 50 })),
    cursor: Type.Optional(Type.String({ maxLength: 200, description: 'nextCursor of the previous page' })),
  },
  { additionalProperties: false },
);

export const OrderList = Type.Object({
  orders: Type.Array(PartnerOrderSchema),
  nextCursor: Type.Union([Type.String(), Type.Null()], { description: 'null on the last page' }),
});

export const OrderNoParams = Type.Object({
  orderNo: Type.String({ maxLength: 32, pattern: '^[0-9A-Za-z]+$' }),
});
export const ReferenceParams = Type.Object({ reference: Type.String({ minLength: 1, maxLength: 128 }) });
export const EventParams = Type.Object({
  eventId: Type.String({ maxLength: 40, pattern: '^msg_[0-9a-f]+$' }),
});
export const EndpointParams = Type.Object({
  endpointId: Type.String({ maxLength: 40, pattern: '^ep_[0-9a-f]+$' }),
});

export const Attempt = Type.Object({
  at: Iso,
  statusCode: Type.Union([Type.Integer(), Type.Null()], {
    description: "The receiver's HTTP status; null when none came",
  }),
  latencyMs: Type.Integer(),
  error: NullableString,
  response: Type.Union([Type.String(), Type.Null()], { description: 'The first 300 bytes of the answer' }),
});

export const Delivery = Type.Object({
  id: Type.String(),
  endpointId: Type.String(),
  state: Type.Union(['pending', 'delivered', 'held', 'abandoned'].map((s) => Type.Literal(s))),
  nextAttemptAt: Type.Union([Iso, Type.Null()]),
  deliveredAt: Type.Union([Iso, Type.Null()]),
  attempts: Type.Array(Attempt),
});

export const EventSchema = Type.Object({
  id: Type.String({ description: 'The webhook-id of every delivery of this event' }),
  type: Type.Union(PARTNER_EVENT_TYPES.map((type) => Type.Literal(type))),
  orderNo: Type.String(),
  sequence: Type.Integer({ description: "1, 2, 3 … per order, in the order the order's changes happened" }),
  createdAt: Iso,
  payload: Type.String({ description: 'The JSON body delivered (the bytes that were signed)' }),
  deliveries: Type.Array(Delivery),
});

export const EventList = Type.Object({ events: Type.Array(EventSchema) });

export const ReplayBody = Type.Object(
  { endpointId: Type.Optional(Type.String({ maxLength: 40, pattern: '^ep_[0-9a-f]+$' })) },
  { additionalProperties: false },
);

export const EndpointSchema = Type.Object({
  id: Type.String(),
  url: Type.String(),
  state: Type.Union(['enabled', 'failing', 'disabled'].map((s) => Type.Literal(s))),
  failingSince: Type.Union([Iso, Type.Null()]),
  createdAt: Iso,
});

export const NewEndpointBody = Type.Object(
  { url: Type.String({ minLength: 8, maxLength: 2048, description: 'https URL on a public address' }) },
  { additionalProperties: false },
);

export const CreatedEndpoint = Type.Object({
  ...EndpointSchema.properties,
  secret: Type.String({ description: 'Standard Webhooks signing secret (whsec_…): shown once' }),
});

/** One call of the partner API: its method, path (under /gateway/partner/v1), input schemas and answer. */
export interface PartnerCall {
  /** The method and the path under /gateway/partner/v1, e.g. 'GET /orders/:orderNo'. */
  route: `${'GET' | 'POST' | 'DELETE'} /${string}`;
  tag: 'orders' | 'webhooks';
  summary: string;
  params?: TSchema;
  querystring?: TSchema;
  body?: TSchema;
  /** The answer's data and the answer's description in the OpenAPI document. */
  data: TSchema;
  answers: string;
}

/**
 * Every call of the partner API, declared once: the routes are registered from these entries with their
 * schemas (validation, serialisation and the OpenAPI document) and the API-key check (routes/partner).
 */
export const PARTNER_CALLS = {
  listOrders: {
    route: 'GET /orders',
    tag: 'orders',
    summary: 'Your orders, newest first (filter by status, time range, reference; cursor paging)',
    querystring: OrderListQuery,
    data: OrderList,
    answers: 'A page of orders',
  },
  orderByReference: {
    route: 'GET /orders/by-reference/:reference',
    tag: 'orders',
    summary: 'Your newest order with this reference',
    params: ReferenceParams,
    data: PartnerOrderSchema,
    answers: 'The order',
  },
  orderByNo: {
    route: 'GET /orders/:orderNo',
    tag: 'orders',
    summary: "One of your orders by its number (another partner's order is not found)",
    params: OrderNoParams,
    data: PartnerOrderSchema,
    answers: 'The order',
  },
  orderEvents: {
    route: 'GET /orders/:orderNo/events',
    tag: 'webhooks',
    summary: "An order's events in sequence, each with its deliveries and their attempts",
    params: OrderNoParams,
    data: EventList,
    answers: 'The events',
  },
  event: {
    route: 'GET /events/:eventId',
    tag: 'webhooks',
    summary: 'One event with its deliveries and their attempts (HTTP status, latency)',
    params: EventParams,
    data: EventSchema,
    answers: 'The event',
  },
  replayEvent: {
    route: 'POST /events/:eventId/replay',
    tag: 'webhooks',
    summary: 'Delivers an event again (same webhook-id) to one of your enabled endpoints or all of them',
    params: EventParams,
    body: Type.Optional(ReplayBody),
    data: Type.Object({ deliveryIds: Type.Array(Type.String()) }),
    answers: 'Scheduled',
  },
  listEndpoints: {
    route: 'GET /webhooks/endpoints',
    tag: 'webhooks',
    summary: 'Your webhook endpoints (without their secrets)',
    data: Type.Object({ endpoints: Type.Array(EndpointSchema) }),
    answers: 'Endpoints',
  },
  addEndpoint: {
    route: 'POST /webhooks/endpoints',
    tag: 'webhooks',
    summary: 'Registers an endpoint; its signing secret is answered here, once',
    body: NewEndpointBody,
    data: CreatedEndpoint,
    answers: 'The endpoint and its secret',
  },
  enableEndpoint: {
    route: 'POST /webhooks/endpoints/:endpointId/enable',
    tag: 'webhooks',
    summary: 'Re-enables a failing endpoint: its held deliveries go out again',
    params: EndpointParams,
    data: Type.Object({ endpoint: EndpointSchema, released: Type.Integer() }),
    answers: 'Enabled',
  },
  removeEndpoint: {
    route: 'DELETE /webhooks/endpoints/:endpointId',
    tag: 'webhooks',
    summary: 'Removes an endpoint: nothing more is delivered to it',
    params: EndpointParams,
    data: Type.Object({}),
    answers: 'Removed',
  },
} as const satisfies Record<string, PartnerCall>;

export type PartnerCallName = keyof typeof PARTNER_CALLS;
