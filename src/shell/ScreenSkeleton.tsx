import { Box, Skeleton } from '@mui/material';
import { useIntl } from 'react-intl';
import { shellMessages } from './shell.messages.ts';

/** Stands in for a screen whose code is still loading: blocks where content will be, no spinner. */
export function ScreenSkeleton() {
  const intl = useIntl();
  return (
    <Box
      role="status"
      aria-busy="true"
      aria-label={intl.formatMessage(shellMessages.loading)}
      sx={{ p: 2, display: 'grid', gap: 2 }}
    >
      <Skeleton variant="rounded" height={96} />
      <Skeleton variant="rounded" height={96} />
      <Skeleton variant="rounded" height={48} width="60%" />
      <Skeleton variant="rounded" height={48} />
    </Box>
  );
}
