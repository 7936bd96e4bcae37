const SECRET_PARAMS = /([?&](?:authToken|token|cardToken|code|cardNumber|number|pan|cvc|expiry)=)[^&#]*/gi;

/** The secret segment of a sandbox checkout URL (/sandbox/<offer>/checkout/<orderNo>/<secret>[/card]). */
const CHECKOUT_SECRET = /(\/checkout\/[^/?#]+\/)[^/?#]+/i;

/** A URL fit for the logs: values of secret query parameters and the checkout secret are replaced. */
export const redactUrl = (url: string) =>
  url.replace(SECRET_PARAMS, '$1[redacted]').replace(CHECKOUT_SECRET, '$1[redacted]');
