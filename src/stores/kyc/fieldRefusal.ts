/**
 * The gateway names a refused field in its message: "Invalid field 'city': …". Such an answer belongs
 * under that field of the form; any other refusal is shown above the form.
 */
const FIELD_REFUSAL = /^Invalid field '([A-Za-z][\w.]*)'/;

/** The field a gateway refusal names, if it names one. */
export function refusedField(respMessage: string): string | undefined {
  return FIELD_REFUSAL.exec(respMessage)?.[1];
}
