/** The mailed login code: six digits. */
export const CODE_LENGTH = 6;

const WHOLE_CODE = new RegExp(`^\\d{${CODE_LENGTH}}$`);

export const isWholeCode = (code: string): boolean => WHOLE_CODE.test(code);
