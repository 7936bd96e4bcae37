const SECRET_PARAMS = /([?&](?:authToken|token|cardToken|code|cardNumber|number|pan|cvc|expiry)=)[^&#]*/gi;

/** The secret segment of a sandbox checkout URL (/sandbox/<offer>/checkout/<orderNo>/<secret>[/card]). */
const CHECKOUT_SECRET = /(\/checkout\/[^/?#]+\/)[^/?#]+/i;

/** A partner API key wherever a caller put it (the API reads it from the Authorization header only). */
const PARTNER_KEY = /pk_[0-9a-f]{12}_[A-Za-z0-9_-]+/gi;

/** A URL fit for the logs: secret query parameters, the checkout secret and partner keys are replaced. */
export const redactUrl = (url: string) =>
  url
    .replace(SECRET_PARAMS, '$1[redacted]')
    .replace(CHECKOUT_SECRET, '$1[redacted]')
    .replace(PARTNER_KEY, 'pk_[redacted]');
