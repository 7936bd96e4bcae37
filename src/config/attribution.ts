const DAY_MS = 86_400_000;

/** Days a partner's link keeps the buyer theirs (issue 17), unless the build sets VITE_ATTRIBUTION_WINDOW_DAYS. */
export const DEFAULT_ATTRIBUTION_WINDOW_DAYS = 30;

/** A positive number of days from the build's setting, else the default. */
export function attributionWindowDays(setting: string | undefined): number {
  const days = Number(setting);
  return setting !== undefined && setting.trim() !== '' && Number.isFinite(days) && days > 0
    ? days
    : DEFAULT_ATTRIBUTION_WINDOW_DAYS;
}

/**
 * The attribution window: how long after a partner's link a later visit (a new tab, days later) is still
 * credited to that partner. 30 days; a build may set another with VITE_ATTRIBUTION_WINDOW_DAYS.
 */
export const ATTRIBUTION_WINDOW_MS =
  attributionWindowDays(import.meta.env?.VITE_ATTRIBUTION_WINDOW_DAYS) * DAY_MS;
