import type { Static } from 'typebox';
import type { Endpoint } from './common.ts';
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
 * The buying API: one entry per endpoint of SPEC §7, name → request and response schema.
 * Each area keeps its endpoints in its own file (quote.ts, orders.ts, auth.ts …) and spreads them here.
 */
export const endpoints = {
  ...authEndpoints,
  ...kycEndpoints,
  ...cardsEndpoints,
  ...addressBookEndpoints,
  ...referenceEndpoints,
  ...quoteEndpoints,
  ...addressEndpoints,
  ...trackingEndpoints,
  ...orderEndpoints,
} satisfies Record<string, Endpoint>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
export type RequestOf<N extends EndpointName> = Static<Endpoints[N]['body']>;
export type ResponseOf<N extends EndpointName> = Static<Endpoints[N]['response']>;
