import { Box, Typography } from '@mui/material';
import { useIntl } from 'react-intl';
import { shellMessages } from './shell.messages.ts';

/** 'Power by' and the product name, at the foot of the app column. */
export function PoweredBy() {
  const intl = useIntl();
  return (
    <Box component="footer" sx={{ py: 2, textAlign: 'center' }}>
      <Typography variant="caption" color="text.secondary">
        {intl.formatMessage(shellMessages.poweredBy)}{' '}
        <Box component="strong" sx={{ fontWeight: 'fontWeightBold' }}>
          {intl.formatMessage(shellMessages.productName)}
        </Box>
      </Typography>
    </Box>
  );
}
