import { BusinessError } from '../../http/errors.ts';
import { RespCode } from '../../../schemas/api/common.ts';
import type { Db } from '../../storage/database.ts';
import { addressKey } from './blockedAddresses.ts';

export interface RiskRules {
  /** Orders one receiving address, or one logged-in user, may create per rolling hour. */
  ordersPerHour: number;
  blockedAddresses: ReadonlySet<string>;
}

/** Who an order is for, as risk control sees it. */
export interface RiskSubject {
  address: string;
  userId?: string;
}

const HOUR_MS = 3600_000;

/** 5004 for a blocked receiving address (the app shows its transaction-restricted page). */
export function refuseBlockedAddress(rules: RiskRules, address: string): void {
  if (rules.blockedAddresses.has(addressKey(address))) {
    throw new BusinessError(RespCode.riskControl, 'risk.addressBlocked');
  }
}

export const tooManyOrders = () => new BusinessError(RespCode.riskControl, 'risk.tooManyOrders');

/** Where the rolling hour of the order count starts. */
export const countedSince = (nowMs: number) => nowMs - HOUR_MS;

/** The count of the orders since `since` for the same address or the same user, as one select (column `count`). */
export const recentOrders = (db: Db, order: RiskSubject, since: number) =>
  db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('created_at', '>', since)
    .where((eb) =>
      order.userId
        ? eb.or([eb('address', '=', order.address), eb('user_id', '=', order.userId)])
        : eb('address', '=', order.address),
    );

/**
 * Risk control before an order is created: a blocked receiving address, or too many orders in the last
 * hour for the same address or the same user, answers 5004 (the app shows its transaction-restricted page).
 */
export async function checkOrderRisk(
  db: Db,
  rules: RiskRules,
  order: RiskSubject,
  nowMs: number,
): Promise<void> {
  refuseBlockedAddress(rules, order.address);
  const recent = await recentOrders(db, order, countedSince(nowMs)).executeTakeFirstOrThrow();
  if (Number(recent.count) >= rules.ordersPerHour) throw tooManyOrders();
}
