import { BusinessError } from '../../http/errors.ts';
import { RespCode } from '../../../schemas/api/common.ts';
import type { Db } from '../../storage/database.ts';
import { cardHasExpired } from '../../providers/paymentSandbox.ts';
import {
  chargeOfVaulted,
  findProviderToken,
  redeemFieldToken,
  vaultProviderToken,
} from '../../providers/cardVault.ts';
import { findBillingAddress } from '../cards/billing.ts';
import { saveCard } from '../cards/store.ts';
import { paysInApp, providerList } from '../offers/providers.ts';
import { findOrder, type Order } from '../orders/rows.ts';
import { requireIdentityForPayment } from '../risk/identityThreshold.ts';
import { applyCardCharge, type PaymentTiming } from './pay.ts';

export interface CardPayment {
  userId: string;
  orderNo: string;
  /** A hosted card field's single-use token … */
  cardToken?: string;
  /** … or one of the user's saved cards. */
  cardId?: string;
  saveCard: boolean;
}

const notPayable = () => new BusinessError(409, 'payment.notPayable');

/** The user's order, payable by card in the app now (checked again inside the payment's transaction). */
async function payableInApp(db: Db, userId: string, orderNo: string, nowMs: number): Promise<Order> {
  const order = await findOrder(db, orderNo);
  if (!order || order.user_id !== userId) throw new BusinessError(RespCode.notFound, 'order.notFound');
  const provider = providerList.find((candidate) => candidate.offerType === order.offer_type);
  if (!paysInApp(provider, order.pay_method)) throw new BusinessError(409, 'payment.paidOnCheckout');
  if (order.status !== 'Pending' || nowMs >= order.expires_at) throw notPayable();
  return order;
}

/**
 * Pays an order with the card of a hosted card field's token (spent in the payment's own transaction: a
 * refused payment leaves it unspent) or a saved card's provider token. A card tokenized in the field gets a
 * reusable provider token, which is what the payment records and what a saved card keeps.
 */
export async function payByCardInApp(db: Db, payment: CardPayment, timing: PaymentTiming): Promise<Order> {
  const { userId, orderNo, cardToken, cardId } = payment;
  const { nowMs } = timing;
  if (Boolean(cardToken) === Boolean(cardId)) throw new BusinessError(RespCode.badRequest, 'payment.oneCard');
  const order = await payableInApp(db, userId, orderNo, nowMs);
  if (!(await findBillingAddress(db, userId)))
    throw new BusinessError(RespCode.badRequest, 'payment.billingAddressNeeded');
  await requireIdentityForPayment(db, order);

  let saved: { providerToken: string } | undefined;
  if (cardId) {
    const card = await db
      .selectFrom('cards')
      .select('provider_token')
      .where('id', '=', cardId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!card) throw new BusinessError(RespCode.notFound, 'card.notFound');
    saved = { providerToken: card.provider_token };
  }

  try {
    return await db.transaction().execute(async (trx) => {
      if (saved) {
        const card = await findProviderToken(trx, saved.providerToken);
        if (!card) throw new BusinessError(RespCode.badRequest, 'payment.savedCardUnusable');
        if (cardHasExpired(card, nowMs)) throw new BusinessError(RespCode.badRequest, 'payment.cardExpired');
        return applyCardCharge(trx, orderNo, chargeOfVaulted(card, saved.providerToken), timing);
      }
      const card = await redeemFieldToken(trx, cardToken as string, nowMs);
      if (!card) {
        const now = await findOrder(trx, orderNo);
        // A double submit: the first payment spent the token and took the order.
        throw now && now.status !== 'Pending'
          ? notPayable()
          : new BusinessError(RespCode.badRequest, 'payment.badCardToken');
      }
      const providerToken = await vaultProviderToken(trx, card, nowMs);
      const charge = chargeOfVaulted(card, providerToken);
      const paid = await applyCardCharge(trx, orderNo, charge, timing);
      if (payment.saveCard && charge.outcome !== 'declined') await saveCard(trx, userId, charge.card);
      return paid;
    });
  } catch (error) {
    // Two payments at once: the one that lost the order's version claim answers as the order now stands.
    if (error instanceof BusinessError && error.respCode === 409 && error.respKey !== 'payment.notPayable') {
      const now = await findOrder(db, orderNo);
      if (now && now.status !== 'Pending') throw notPayable();
    }
    throw error;
  }
}
