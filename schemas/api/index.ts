import type { Static } from 'typebox';
import type { EndpointSchemas } from './common.ts';
import { endpointCalls, type EndpointCalls, type EndpointName } from './calls.ts';
import { authEndpoints } from './auth.ts';
import { kycEndpoints } from './kyc.ts';
import { cardsEndpoints } from './cards.ts';
import { addressBookEndpoints } from './addressBook.ts';
import { referenceEndpoints } from './reference.ts';
import { quoteEndpoints } from './quote.ts';
import { addressEndpoints } from './address.ts';
import { trackingEndpoints } from './tracking.ts';
import { orderEndpoints } from './orders.ts';

/**
 * The buying API: one entry per endpoint of SPEC §7, name → method, login rule (calls.ts), request and
 * response schema. Each area keeps its endpoints' schemas in its own file (quote.ts, orders.ts, auth.ts …).
 */
const schemas = {
  ...authEndpoints,
  ...kycEndpoints,
  ...cardsEndpoints,
  ...addressBookEndpoints,
  ...referenceEndpoints,
  ...quoteEndpoints,
  ...addressEndpoints,
  ...trackingEndpoints,
  ...orderEndpoints,
} satisfies Record<EndpointName, EndpointSchemas>;

/** Indexing EndpointCalls by every name of the schemas fails to compile for a name calls.ts does not list. */
export type Endpoints = { [N in keyof typeof schemas]: EndpointCalls[N] & (typeof schemas)[N] };
export const endpoints = Object.fromEntries(
  Object.entries(endpointCalls).map(([name, call]) => [name, { ...call, ...schemas[name as EndpointName] }]),
) as Endpoints;

export type { EndpointName };
export type RequestOf<N extends EndpointName> = Static<Endpoints[N]['body']>;
export type ResponseOf<N extends EndpointName> = Static<Endpoints[N]['response']>;
