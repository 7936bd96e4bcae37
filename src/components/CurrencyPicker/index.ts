export { CurrencyPicker, type CurrencyPickerProps } from './CurrencyPicker.tsx';
export { prepareCurrencyPicker, type CurrencyOption } from './currencyRows.ts';
