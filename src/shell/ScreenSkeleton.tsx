import { Box, Skeleton } from '@mui/material';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { shellMessages } from './shell.messages.ts';

export interface ScreenSkeletonProps {
  /** What is loading, as a screen reader says it. */
  label?: MessageDescriptor;
  /** The heights of the blocks, top to bottom. */
  blocks?: number[];
  /** The space around the blocks, as the screen's own content has it (theme spacing). */
  inset?: number;
}

/** Stands in for a screen while its code or data loads: blocks where content will be, no spinner. */
export function ScreenSkeleton({
  label = shellMessages.loading,
  blocks = [96, 96, 48, 48],
  inset = 2,
}: ScreenSkeletonProps) {
  const intl = useIntl();
  return (
    <Box
      role="status"
      aria-busy="true"
      aria-label={intl.formatMessage(label)}
      sx={{ p: inset, display: 'grid', gap: 2 }}
    >
      {blocks.map((height, index) => (
        <Skeleton key={index} variant="rounded" height={height} />
      ))}
    </Box>
  );
}
