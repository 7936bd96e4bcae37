import { randomInt } from 'node:crypto';

/** A new order number: the UTC day it was made and 10 random digits, e.g. 202611211234567890. */
export function newOrderNo(nowMs: number): string {
  const day = new Date(nowMs).toISOString().slice(0, 10).replaceAll('-', '');
  const random = String(randomInt(0, 1e10)).padStart(10, '0');
  return `${day}${random}`;
}

export const ORDER_NO_PATTERN = '^[0-9]{18}$';
