/**
 * The tests' usual pay-side inquiry: 100 USD → BTC by card. A module of its own, without Vitest, so the
 * Playwright journeys use it too.
 */
export const DEFAULT_INQUIRY = {
  sendCurrency: 'USD',
  sendCurrencyAmount: '100',
  getCurrency: 'BTC',
  getCurrencyAmount: '',
  payMethod: 'card',
  partnerId: '0',
  intercept: '2',
};
