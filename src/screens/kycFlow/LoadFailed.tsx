import type { KycRefusal } from '../../stores/KycStore.ts';
import { RefusalPage } from '../shared/RefusalPage.tsx';
import { kycMessages as m } from './kyc.messages.ts';

/** A KYC page whose data did not load. */
export function LoadFailed({ refusal, onRetry }: { refusal?: KycRefusal; onRetry: () => void }) {
  return (
    <RefusalPage title={m.loadFailedTitle} action={m.loadFailedAction} refusal={refusal} onAction={onRetry} />
  );
}
