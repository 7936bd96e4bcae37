/**
 * The served app's Content-Security-Policy: scripts only from our origin; styles allow inline because
 * emotion injects <style> tags at run time; images from our origin and data: URLs (skeleton shimmer, QR).
 * Every page and the API may be framed by our own origin only (no clickjacking of login, verification or
 * the checkout); the widget routes alone are framed by the partners' origins (`framedByPartners`).
 */
export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  frameSrc: ["'self'"],
  frameAncestors: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  // Served over plain http on localhost in development and tests.
  upgradeInsecureRequests: null,
};

/** The app's routes that partners embed in their own pages (SPEC §2): the widget and widget v1. */
export const WIDGET_PATHS = ['/buy', '/buy/', '/buy-v1', '/buy-v1/', '/buy-v1/:getCurrency'];

/**
 * Helmet options of the widget routes: our own origin and the partners' origins (theme/partners/*.json,
 * `origins`) may frame them, nobody else. No X-Frame-Options: it cannot name several origins, and browsers
 * that know frame-ancestors ignore it.
 */
export const framedByPartners = (partnerOrigins: readonly string[]) => ({
  contentSecurityPolicy: {
    directives: { ...contentSecurityPolicy, frameAncestors: ["'self'", ...partnerOrigins] },
  },
  frameguard: false as const,
});
