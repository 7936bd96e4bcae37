import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { StatusPage } from '../../components/StatusPage/index.ts';
import { SUPPORT_EMAIL } from '../../shell/supportEmail.ts';
import { useStores } from '../../stores/context.tsx';
import { BackToBuyButton } from '../shared/BackToBuyButton.tsx';
import { errorPageMessages as m } from '../shared/errorPages.messages.ts';

/**
 * /server-timeout: the gateway took too long or stopped answering. Try again goes back to the page the
 * buyer was on (an order being followed is found again from the session), else one step back (or to Edit
 * in a tab opened here).
 */
export default observer(function ServerTimeout() {
  const intl = useIntl();
  const { order } = useStores();
  return (
    <StatusPage
      tone="warning"
      title={intl.formatMessage(m.timeoutTitle)}
      actions={
        <>
          <Button
            variant="contained"
            size="large"
            fullWidth
            onClick={() => order.retryAfterTimeout(window.history)}
          >
            {intl.formatMessage(m.tryAgain)}
          </Button>
          <BackToBuyButton main={false} />
        </>
      }
    >
      <Box sx={{ bgcolor: 'action.hover', borderRadius: 2, px: 2, py: 1.5 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {intl.formatMessage(m.timeoutHints)}
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 2.5, '& li': { py: 0.25, overflowWrap: 'anywhere' } }}>
          <li>{intl.formatMessage(m.timeoutConnection)}</li>
          <li>{intl.formatMessage(m.timeoutReload)}</li>
          <li>{intl.formatMessage(m.timeoutSupport, { email: SUPPORT_EMAIL })}</li>
        </Box>
      </Box>
    </StatusPage>
  );
});
