import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { cardsEndpoints as ep } from '../../schemas/api/cards.ts';
import { RespCode } from '../../schemas/api/common.ts';
import { BusinessError } from '../http/errors.ts';
import { requireUser } from '../http/auth.ts';
import { deleteCard, listCards } from '../domain/cards/store.ts';
import { findBillingAddress, saveBillingAddress } from '../domain/cards/billing.ts';
import { payByCardInApp } from '../domain/payments/payCard.ts';

const success = 'success';

/** Saved cards (tokens only), the billing address and in-app card payments; each user sees and changes only their own. */
export async function cardsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { db, config } = app;
  const url = (name: keyof typeof ep) => `${config.apiBase}/${name}`;

  api.post(url('cardList'), { schema: { body: ep.cardList.body, response: { 200: ep.cardList.response } } }, async (request) => {
    const user = await requireUser(request);
    return { respCode: RespCode.ok, respMessage: success, data: await listCards(db, user.id) };
  });

  api.post(url('delCreditCard'), { schema: { body: ep.delCreditCard.body, response: { 200: ep.delCreditCard.response } } }, async (request) => {
    const user = await requireUser(request);
    if (!(await deleteCard(db, user.id, request.body.id))) throw new BusinessError(RespCode.notFound, 'Card not found');
    return { respCode: RespCode.ok, respMessage: success };
  });

  api.post(url('getBillingAddress'), { schema: { body: ep.getBillingAddress.body, response: { 200: ep.getBillingAddress.response } } }, async (request) => {
    const user = await requireUser(request);
    return { respCode: RespCode.ok, respMessage: success, data: await findBillingAddress(db, user.id) };
  });

  api.post(url('saveBillingAddress'), { schema: { body: ep.saveBillingAddress.body, response: { 200: ep.saveBillingAddress.response } } }, async (request) => {
    const user = await requireUser(request);
    const { authToken: _token, ...address } = request.body;
    return { respCode: RespCode.ok, respMessage: success, data: await saveBillingAddress(db, user.id, address, config.clock.now()) };
  });

  api.post(url('payCard'), { schema: { body: ep.payCard.body, response: { 200: ep.payCard.response } } }, async (request) => {
    const user = await requireUser(request);
    const { orderNo, cardToken, cardId, saveCard } = request.body;
    const timing = { nowMs: config.clock.now(), preauthWaitMs: config.preauthWaitSeconds * 1000 };
    const paid = await payByCardInApp(db, { userId: user.id, orderNo, cardToken, cardId, saveCard: saveCard === '1' }, timing);
    const paymentResult = paid.payment_result === 'pending' ? 'failed' : paid.payment_result;
    request.log.info({ orderNo, paymentResult, status: paid.status }, 'in-app card payment');
    return { respCode: RespCode.ok, respMessage: success, data: { orderNo, paymentResult, status: paid.status } };
  });
}
