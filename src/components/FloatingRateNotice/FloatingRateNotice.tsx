import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { useIntl } from 'react-intl';
import { floatingRateNoticeMessages } from './FloatingRateNotice.messages.ts';

/** Tells the buyer the get amount is an estimate: the final amount may change with the market. */
export function FloatingRateNotice() {
  const intl = useIntl();
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, color: 'text.secondary' }}>
      <InfoOutlinedIcon fontSize="small" aria-hidden sx={{ mt: '2px', flexShrink: 0 }} />
      <Typography variant="caption" component="p" sx={{ m: 0 }}>
        {intl.formatMessage(floatingRateNoticeMessages.text)}
      </Typography>
    </Box>
  );
}
