export { formatBuildStamp, parseBuildStamp } from './buildStamp.ts';
export { formatCountdown, secondsLeft } from './countdown.ts';
export { sumFees, toPlainDecimal, truncateDecimals } from './money.ts';
export { maskCardNumber } from './maskCard.ts';
export type { OrderStatus } from './orderStatus.ts';
