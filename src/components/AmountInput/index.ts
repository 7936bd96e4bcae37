export { AmountInput, type AmountInputProps } from './AmountInput.tsx';
export type { AmountCurrency } from './AmountInputCurrency.tsx';
export { sanitizeAmount } from './sanitizeAmount.ts';
export { useTypedAmount } from './useTypedAmount.ts';
