export { CountrySelector, type CountrySelectorProps } from './CountrySelector.tsx';
export { flagUrl } from './CountrySelectorFlag.tsx';
