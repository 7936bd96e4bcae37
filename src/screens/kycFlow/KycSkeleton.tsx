import { ScreenSkeleton } from '../../shell/ScreenSkeleton.tsx';
import { kycMessages } from './kyc.messages.ts';

/** A KYC page while the gateway's state loads. */
export const KycSkeleton = ({ blocks = [64, 56, 56, 56, 48] }: { blocks?: number[] }) => (
  <ScreenSkeleton label={kycMessages.loading} blocks={blocks} inset={3} />
);
