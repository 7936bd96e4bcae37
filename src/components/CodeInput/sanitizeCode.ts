/**
 * The digits of what was typed, pasted or filled in by the phone ('123 456', '123-456', 'Code: 123456'),
 * at most `length` of them.
 */
export function sanitizeCode(input: string, length: number): string {
  return input.replace(/\D+/g, '').slice(0, length);
}
