/** CSS `unicode-range` values (`U+X` and `U+X-Y` parts, comma-separated) as sets of code points. */

type Span = readonly [from: number, to: number];

const MAX_CODE_POINT = 0x10ffff;
const hex = (code: number) => code.toString(16).toUpperCase();

/** The range's parts in order, overlapping and touching ones merged. */
function spansOf(range: string): Span[] {
  const parts = range
    .split(',')
    .map((part) => part.trim().replace(/^U\+/i, '').split('-'))
    .map(([from, to = from]) => [parseInt(from, 16), parseInt(to, 16)] as const)
    .sort((a, b) => a[0] - b[0]);
  const merged: Array<[number, number]> = [];
  for (const [from, to] of parts) {
    const last = merged.at(-1);
    if (last && from <= last[1] + 1) last[1] = Math.max(last[1], to);
    else merged.push([from, to]);
  }
  return merged;
}

const format = (spans: Span[]) =>
  spans.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(', ');

/** The code points outside `range`. */
export function complementOf(range: string): string {
  const gaps: Span[] = [];
  let next = 0;
  for (const [from, to] of spansOf(range)) {
    if (from > next) gaps.push([next, from - 1]);
    next = to + 1;
  }
  if (next <= MAX_CODE_POINT) gaps.push([next, MAX_CODE_POINT]);
  return format(gaps);
}

/** The code points of `range` that are not in `minus`. */
export function rangeWithout(range: string, minus: string): string {
  const outside = spansOf(complementOf(minus));
  const kept: Span[] = [];
  for (const [from, to] of spansOf(range))
    for (const [gapFrom, gapTo] of outside) {
      const start = Math.max(from, gapFrom);
      const end = Math.min(to, gapTo);
      if (start <= end) kept.push([start, end]);
    }
  return format(kept);
}

/** Whether `range` covers the character. */
export function rangeCovers(range: string, char: string): boolean {
  const code = char.codePointAt(0)!;
  return spansOf(range).some(([from, to]) => from <= code && code <= to);
}

/** The range's characters, in order. */
export function charactersOf(range: string): string {
  return spansOf(range)
    .flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)))
    .join('');
}
