import { parseIsoDate } from '../../lib/age.ts';

export type DatePart = 'day' | 'month' | 'year';
export type DateParts = Partial<Record<DatePart, number>>;

/** The order a locale writes a date's day, month and year in (en-US: month day year; zh-CN: year month day). */
export function partOrder(locale: string): DatePart[] {
  const order = new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric' })
    .formatToParts(new Date(Date.UTC(2000, 0, 31)))
    .map((part) => part.type)
    .filter((type): type is DatePart => type === 'day' || type === 'month' || type === 'year');
  return order.length === 3 ? order : ['day', 'month', 'year'];
}

/** The months' names in the locale: index 0 is January. */
export function monthNames(locale: string): string[] {
  const format = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, month) => format.format(new Date(Date.UTC(2000, month, 1))));
}

/** Days the month has (31 while the month is not chosen; February 29 only in a leap year, or any year). */
export function daysIn(month: number | undefined, year: number | undefined): number {
  if (!month) return 31;
  return new Date(Date.UTC(year ?? 2000, month, 0)).getUTCDate();
}

export function partsOf(value: unknown): DateParts {
  const date = typeof value === 'string' ? parseIsoDate(value) : undefined;
  return date ?? {};
}

/** 'YYYY-MM-DD' when the three parts make a day of the calendar, else undefined. */
export function isoOf({ day, month, year }: DateParts): string | undefined {
  if (!day || !month || !year) return undefined;
  const iso = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return parseIsoDate(iso) ? iso : undefined;
}
