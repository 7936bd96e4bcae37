import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth.ts';
import { devRoutes } from './dev.ts';
import { kycRoutes } from './kyc.ts';
import { cardsRoutes } from './cards.ts';
import { addressBookRoutes } from './addressBook.ts';
import { sandboxCheckoutRoutes } from './sandboxCheckout.ts';

/** Registers every area's routes. The buying API lives under config.apiBase. */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  app.get(`${app.config.apiBase}/health`, async () => ({ respCode: 200, respMessage: 'success' }));
  await app.register(authRoutes);
  await app.register(devRoutes);
  await app.register(kycRoutes);
  await app.register(cardsRoutes);
  await app.register(addressBookRoutes);
  await app.register(sandboxCheckoutRoutes);
}
