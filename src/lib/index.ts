export { truncateDecimals } from './amount.ts';
export { formatBuildStamp, parseBuildStamp } from './buildStamp.ts';
export { formatCountdown, secondsLeft } from './countdown.ts';
export { toPlainDecimal } from './decimal.ts';
export { sumFees } from './fees.ts';
export { maskCardNumber } from './maskCard.ts';
export type { OrderStatus } from './orderStatus.ts';
