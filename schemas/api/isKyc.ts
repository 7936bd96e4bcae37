/**
 * userStatus' isKyc: 0 no personal information yet, 1 personal information given (identity not refused
 * nor under review), 2 identity refused (KYC Status page), 3 identity under review. Plain data without
 * typebox, as calls.ts: the app reads these codes, and typebox must stay out of its bundle.
 */
export const IsKyc = { none: 0, level1: 1, refused: 2, underReview: 3 } as const;
