/** What the hosted card field answers when it tokenized the card: never the number, only a single-use token. */
export interface CardTokenResult {
  token: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface CardFieldState {
  /** Number, expiry and CVC all pass the field's checks. */
  complete: boolean;
  /** The brand as typed so far ('Visa', 'Mastercard' …). */
  brand?: string;
}

/** Messages of the payment sandbox's hosted card field (server/providers/SANDBOX.md). */
export const FRAME_SOURCE = 'sandbox-card-field';
export const APP_SOURCE = 'buy-crypto-app';

export type FrameMessage =
  | { source: typeof FRAME_SOURCE; type: 'ready' }
  | { source: typeof FRAME_SOURCE; type: 'change'; complete: boolean; brand?: string }
  | { source: typeof FRAME_SOURCE; type: 'resize'; height: number }
  | ({ source: typeof FRAME_SOURCE; type: 'token' } & CardTokenResult)
  | { source: typeof FRAME_SOURCE; type: 'error'; field: string; message: string };

export type AppMessage =
  | { source: typeof APP_SOURCE; type: 'tokenize' }
  | { source: typeof APP_SOURCE; type: 'disable'; disabled: boolean };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** A message of the field, checked field by field (anything else on the channel is ignored). */
export function frameMessageOf(data: unknown): FrameMessage | undefined {
  if (!isRecord(data) || data.source !== FRAME_SOURCE) return undefined;
  switch (data.type) {
    case 'ready':
      return { source: FRAME_SOURCE, type: 'ready' };
    case 'change':
      return typeof data.complete === 'boolean'
        ? {
            source: FRAME_SOURCE,
            type: 'change',
            complete: data.complete,
            ...(typeof data.brand === 'string' && data.brand ? { brand: data.brand } : {}),
          }
        : undefined;
    case 'resize':
      return typeof data.height === 'number' && Number.isFinite(data.height)
        ? { source: FRAME_SOURCE, type: 'resize', height: data.height }
        : undefined;
    case 'token': {
      const { token, brand, last4, expMonth, expYear } = data;
      if (
        typeof token !== 'string' ||
        typeof brand !== 'string' ||
        typeof last4 !== 'string' ||
        typeof expMonth !== 'number' ||
        typeof expYear !== 'number'
      )
        return undefined;
      return { source: FRAME_SOURCE, type: 'token', token, brand, last4, expMonth, expYear };
    }
    case 'error':
      return {
        source: FRAME_SOURCE,
        type: 'error',
        field: String(data.field ?? ''),
        message: String(data.message ?? ''),
      };
    default:
      return undefined;
  }
}
