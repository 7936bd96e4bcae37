/**
 * The served app's Content-Security-Policy: scripts only from our origin; styles allow inline because
 * emotion injects <style> tags at run time; images from our origin and data: URLs (skeleton shimmer, QR).
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
  // Partners embed the widget in their own pages.
  frameAncestors: ['*'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  // Served over plain http on localhost in development and tests.
  upgradeInsecureRequests: null,
};
