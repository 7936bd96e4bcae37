const SECRET_PARAMS = /([?&](?:authToken|token|cardToken|code|cardNumber|number|pan|cvc|expiry)=)[^&#]*/gi;

/** A URL fit for the logs: values of secret query parameters are replaced. */
export const redactUrl = (url: string) => url.replace(SECRET_PARAMS, '$1[redacted]');
