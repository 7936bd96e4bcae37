import type { FastifyInstance } from 'fastify';
import { RespCode } from '../../schemas/api/common.ts';
import { BusinessError } from '../http/errors.ts';
import { done, ok, serveEndpoints } from '../http/endpoint.ts';
import { deleteCard, listCards } from '../domain/cards/store.ts';
import { findBillingAddress, saveBillingAddress } from '../domain/cards/billing.ts';
import { payByCardInApp } from '../domain/payments/payCard.ts';

/** Saved cards (tokens only), the billing address and in-app card payments; each user sees and changes only their own. */
export async function cardsRoutes(app: FastifyInstance): Promise<void> {
  const { db, config, catalog } = app;

  serveEndpoints(app, {
    cardList: async (_body, user) => ok(await listCards(db, user.id)),

    delCreditCard: async ({ id }, user) => {
      if (!(await deleteCard(db, user.id, id))) throw new BusinessError(RespCode.notFound, 'card.notFound');
      return done();
    },

    getBillingAddress: async (_body, user) => ok(await findBillingAddress(db, user.id)),

    saveBillingAddress: async ({ authToken: _token, ...address }, user) =>
      ok(await saveBillingAddress(db, user.id, address, catalog, config.clock.now())),

    payCard: async ({ orderNo, cardToken, cardId, saveCard }, user, request) => {
      const timing = { nowMs: config.clock.now(), preauthWaitMs: config.preauthWaitSeconds * 1000 };
      const paid = await payByCardInApp(
        db,
        { userId: user.id, orderNo, cardToken, cardId, saveCard: saveCard === '1' },
        timing,
      );
      const paymentResult = paid.payment_result === 'pending' ? 'failed' : paid.payment_result;
      request.log.info({ orderNo, paymentResult, status: paid.status }, 'in-app card payment');
      return ok({ orderNo, paymentResult, status: paid.status });
    },
  });
}
