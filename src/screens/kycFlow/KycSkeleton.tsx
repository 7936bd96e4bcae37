import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useIntl } from 'react-intl';
import { kycMessages } from './kyc.messages.ts';

/** A KYC page while the gateway's state loads: blocks where the content comes, no spinner. */
export function KycSkeleton({ blocks = [64, 56, 56, 56, 48] }: { blocks?: number[] }) {
  const intl = useIntl();
  return (
    <Box
      role="status"
      aria-busy="true"
      aria-label={intl.formatMessage(kycMessages.loading)}
      sx={{ px: 3, pt: 3, display: 'grid', gap: 2 }}
    >
      {blocks.map((height, index) => (
        <Skeleton key={index} variant="rounded" height={height} />
      ))}
    </Box>
  );
}
