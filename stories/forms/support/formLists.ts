import type { FormContextData } from '../../../src/forms/index.ts';

/** The gateway's lists as the form widgets get them (root.formData.formContext), a few of each. */
export const formLists: FormContextData = {
  countries: [
    { code: 'FR', name: 'France' },
    { code: 'DE', name: 'Germany' },
    { code: 'GB', name: 'United Kingdom' },
    { code: 'US', name: 'United States' },
    { code: 'JP', name: 'Japan' },
  ],
  natures: [
    { code: 'investment', name: 'Investment' },
    { code: 'trading', name: 'Trading' },
    { code: 'savings', name: 'Savings' },
    { code: 'other', name: 'Other' },
  ],
  citiesByCountry: { FR: ['Paris', 'Lyon', 'Marseille'], GB: ['London', 'Manchester'], DE: [] },
  loadCities: () => undefined,
  exchanges: [
    { id: 'kraken', name: 'Kraken', logo: '/images/exchanges/kraken.svg' },
    { id: 'bitstamp', name: 'Bitstamp', logo: '/images/exchanges/bitstamp.svg' },
  ],
  cryptos: [
    { crypto: 'USDT', name: 'Tether', imgUrl: '/images/tokens/USDT.svg' },
    { crypto: 'BTC', name: 'Bitcoin', imgUrl: '/images/tokens/BTC.svg' },
  ],
  networksByCrypto: {
    USDT: [
      { network: 'TRON', name: 'Tron (TRC20)' },
      { network: 'ETH', name: 'Ethereum (ERC20)' },
    ],
    BTC: [{ network: 'BTC', name: 'Bitcoin' }],
  },
  loadNetworks: () => undefined,
};

export { SLOW } from '../../support/slow.ts';
