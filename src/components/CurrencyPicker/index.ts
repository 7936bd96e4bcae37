export { CurrencyPicker, type CurrencyPickerProps } from './CurrencyPicker.tsx';
export type { CurrencyOption } from './currencyRows.ts';
