/** Whole seconds until an expiry given in epoch seconds; 0 once it has passed (never negative). */
export function secondsLeft(expireTimeSeconds: number, nowMs: number): number {
  return Math.max(0, Math.ceil((expireTimeSeconds * 1000 - nowMs) / 1000));
}

/** 'mm:ss' for a countdown ('New quotes in 00:59'); minutes are not capped at 59. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(whole / 60);
  return `${String(minutes).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}
