// @vitest-environment node
import { describe, expect, expectTypeOf, it } from 'vitest';
import { ORDER_STATUSES } from '../../../schemas/api/orders.ts';
import type { OrderStatus } from '../../../src/lib/orderStatus.ts';

describe('order statuses', () => {
  it("are the gateway's statuses, no more and no fewer", () => {
    expectTypeOf<OrderStatus>().toEqualTypeOf<(typeof ORDER_STATUSES)[number]>();
    const everyStatus: Record<OrderStatus, true> = {
      Pending: true,
      Authorized: true,
      Paid: true,
      Converting: true,
      Converted: true,
      Delivering: true,
      Delivered: true,
      Failed: true,
      Underpaid: true,
      Expired: true,
      Refunded: true,
      Cancelled: true,
    };
    expect(Object.keys(everyStatus).sort()).toEqual([...ORDER_STATUSES].sort());
  });
});
