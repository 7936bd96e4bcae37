/**
 * A number or numeric string written out without exponent ('1e-7' → '0.0000001'), so decimals can be
 * cut or summed digit by digit instead of through binary floating point.
 */
export function toPlainDecimal(value: string | number): string {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = /^([+-]?)(\d*)(?:\.(\d*))?e([+-]?\d+)$/i.exec(text);
  if (!match) return text;
  const [, sign, integer, fraction = '', exponent] = match;
  const digits = `${integer}${fraction}`;
  const point = integer.length + Number(exponent);
  let plain: string;
  if (point <= 0) plain = `0.${'0'.repeat(-point)}${digits}`;
  else if (point >= digits.length) plain = digits + '0'.repeat(point - digits.length);
  else plain = `${digits.slice(0, point)}.${digits.slice(point)}`;
  return sign + plain.replace(/^0+(?=\d)/, '');
}
