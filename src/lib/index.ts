export { formatBuildStamp, parseBuildStamp } from './buildStamp.ts';
export { formatCountdown, secondsLeft } from './countdown.ts';
export { feeRounded, feeTotalsByCurrency, sumFees, toPlainDecimal, truncateDecimals } from './money.ts';
export type { FeeInCurrency } from './money.ts';
export { maskCardNumber } from './maskCard.ts';
export type { OrderStatus } from './orderStatus.ts';
