import { BusinessError } from '../../http/errors.ts';
import { RespCode } from '../../../schemas/api/common.ts';
import type { Db } from '../../storage/database.ts';
import { findOrder, type Order } from './rows.ts';

/**
 * An order as its reader may see it: anyone holding the number of an anonymous order, only the owner
 * for a logged-in buyer's order (another user is told it does not exist; no login answers 5002).
 */
export async function readableOrder(db: Db, orderNo: string, userId: string | undefined): Promise<Order> {
  const order = await findOrder(db, orderNo);
  if (!order) throw new BusinessError(RespCode.notFound, 'order.notFound');
  if (order.user_id !== null) {
    if (!userId) throw new BusinessError(RespCode.invalidAuth, 'common.loginExpired');
    if (userId !== order.user_id) throw new BusinessError(RespCode.notFound, 'order.notFound');
  }
  return order;
}
