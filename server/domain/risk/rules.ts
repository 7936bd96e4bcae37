import { BusinessError } from '../../http/errors.ts';
import { RespCode } from '../../../schemas/api/common.ts';
import type { Db } from '../../storage/database.ts';
import { addressKey } from './blockedAddresses.ts';

export interface RiskRules {
  /** Orders one receiving address, or one logged-in user, may create per rolling hour. */
  ordersPerHour: number;
  blockedAddresses: ReadonlySet<string>;
}

const HOUR_MS = 3600_000;

/**
 * Risk control before an order is created: a blocked receiving address, or too many orders in the last
 * hour for the same address or the same user, answers 5004 (the app shows its transaction-restricted page).
 */
export async function checkOrderRisk(
  db: Db,
  rules: RiskRules,
  order: { address: string; userId?: string },
  nowMs: number,
): Promise<void> {
  if (rules.blockedAddresses.has(addressKey(order.address))) {
    throw new BusinessError(RespCode.riskControl, 'risk.addressBlocked');
  }
  const since = nowMs - HOUR_MS;
  const recent = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('created_at', '>', since)
    .where((eb) =>
      order.userId
        ? eb.or([eb('address', '=', order.address), eb('user_id', '=', order.userId)])
        : eb('address', '=', order.address),
    )
    .executeTakeFirstOrThrow();
  if (Number(recent.count) >= rules.ordersPerHour) {
    throw new BusinessError(RespCode.riskControl, 'risk.tooManyOrders');
  }
}
