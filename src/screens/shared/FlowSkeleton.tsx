import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useIntl } from 'react-intl';
import { flowMessages } from './flow.messages.ts';

/** A purchase step while its rules run or its order loads: blocks where the content comes, no spinner. */
export function FlowSkeleton({ blocks = [120, 120, 48] }: { blocks?: number[] }) {
  const intl = useIntl();
  return (
    <Box
      role="status"
      aria-busy="true"
      aria-label={intl.formatMessage(flowMessages.loading)}
      sx={{ p: 2, display: 'grid', gap: 2 }}
    >
      {blocks.map((height, index) => (
        <Skeleton key={index} variant="rounded" height={height} />
      ))}
    </Box>
  );
}
