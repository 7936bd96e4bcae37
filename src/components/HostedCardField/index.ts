export {
  HostedCardField,
  type HostedCardFieldHandle,
  type HostedCardFieldProps,
} from './HostedCardField.tsx';
export type { CardFieldState, CardTokenResult } from './protocol.ts';
