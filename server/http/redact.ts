const SECRET_PARAMS = /([?&](?:authToken|token|code|cardNumber|pan)=)[^&#]*/gi;

/** A URL fit for the logs: values of secret query parameters are replaced. */
export const redactUrl = (url: string) => url.replace(SECRET_PARAMS, '$1[redacted]');
