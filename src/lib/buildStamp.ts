const STAMP = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})$/;

/** The 12-digit build stamp yyyyMMddHHmm (UTC, as the build writes it) as a Date; undefined when malformed. */
export function parseBuildStamp(stamp: string): Date | undefined {
  const match = STAMP.exec(stamp);
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute));
  // Rejects impossible stamps such as month 13 or 25 o'clock, which Date would roll over.
  const exact =
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    minute < 60;
  return exact ? date : undefined;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'yyyy-MM-dd HH:mm' of a build stamp, read as written (no time-zone shift); a malformed one as it is. */
export function formatBuildStamp(stamp: string): string {
  const date = parseBuildStamp(stamp);
  if (!date) return stamp;
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
}
