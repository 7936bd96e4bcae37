import { Box, Button, Typography } from '@mui/material';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineRounded';
import { useIntl } from 'react-intl';
import { shellMessages } from './shell.messages.ts';

/** 'Oops! Try again later.' with a Try again button. */
export function ErrorPage({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <Box role="alert" sx={{ px: 3, py: 8, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, textAlign: 'center' }}>
      <ErrorOutlineIcon sx={{ fontSize: 56, color: 'text.secondary' }} />
      <Typography variant="h2" component="p">
        {intl.formatMessage(shellMessages.errorTitle)}
      </Typography>
      <Button variant="contained" onClick={onRetry} sx={{ minWidth: 160 }}>
        {intl.formatMessage(shellMessages.errorRetry)}
      </Button>
    </Box>
  );
}
