export { CodeInput, type CodeInputProps } from './CodeInput.tsx';
export { sanitizeCode } from './sanitizeCode.ts';
