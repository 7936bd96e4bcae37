/** A card number as shown in prompts: only the last four digits ('**** **** **** 4242'). */
export function maskCardNumber(cardNumberOrLast4: string): string {
  const last4 = cardNumberOrLast4.replace(/\D/g, '').slice(-4);
  return `**** **** **** ${last4}`;
}
