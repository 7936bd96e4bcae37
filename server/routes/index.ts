import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth.ts';
import { devRoutes } from './dev.ts';
import { kycRoutes } from './kyc.ts';
import { identitySandboxRoutes } from '../providers/kycSandboxRoutes.ts';
import { cardsRoutes } from './cards.ts';
import { addressBookRoutes } from './addressBook.ts';
import { orderRoutes } from './orders.ts';
import { sandboxCheckoutRoutes } from './sandboxCheckout.ts';
import { sandboxCardFieldRoutes } from './sandboxCardField.ts';
import { registerIpRateLimit } from '../domain/rateLimit/plugin.ts';
import { prepareReference, referenceRoutes } from './reference.ts';
import { quoteRoutes } from './quote.ts';
import { addressRoutes } from './address.ts';
import { trackingRoutes } from './tracking.ts';
import { imageRoutes } from './images.ts';
import { outboxDispatch } from '../domain/outbox/plugin.ts';
import { partnerRoutes } from './partner/index.ts';
import { embedExampleRoutes } from './embedExample.ts';

/** Registers every area's routes. The buying API lives under config.apiBase. */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  app.get(`${app.config.apiBase}/health`, async () => ({ respCode: 200, respMessage: 'success' }));
  // Before every API route: the rate limit covers the routes registered after it; the catalog and prices are shared.
  await registerIpRateLimit(app);
  await prepareReference(app);
  await app.register(imageRoutes);
  await app.register(referenceRoutes);
  await app.register(quoteRoutes);
  await app.register(addressRoutes);
  await app.register(trackingRoutes);
  await app.register(outboxDispatch);
  // The partner API (its own prefix, keys and OpenAPI document), after the rate limit that covers it.
  await app.register(partnerRoutes);
  await app.register(authRoutes);
  await app.register(devRoutes);
  await app.register(kycRoutes);
  await app.register(identitySandboxRoutes);
  await app.register(cardsRoutes);
  await app.register(addressBookRoutes);
  await app.register(orderRoutes);
  await app.register(sandboxCheckoutRoutes);
  await app.register(sandboxCardFieldRoutes);
  await app.register(embedExampleRoutes);
}
