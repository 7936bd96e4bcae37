import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useIntl } from 'react-intl';
import { shellMessages } from '../../shell/shell.messages.ts';
import { NO_ANSWER, type ServerMessage } from '../../stores/OrderStore.ts';
import { flowMessages } from './flow.messages.ts';

/** respCode of an expired quote price. */
const PRICE_EXPIRED = 5003;

/**
 * A gateway answer shown as it came (SPEC §8); an expired price offers a new quote in place, and a call
 * that got no answer says so in the buyer's language.
 */
export function ServerMessageAlert({ refusal, onNewQuote, busy = false }: { refusal: ServerMessage; onNewQuote?: () => void; busy?: boolean }) {
  const intl = useIntl();
  const expired = refusal.respCode === PRICE_EXPIRED && onNewQuote;
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        expired ? (
          <Button color="inherit" size="small" onClick={onNewQuote} disabled={busy} sx={{ minHeight: 36 }}>
            {intl.formatMessage(flowMessages.getNewQuote)}
          </Button>
        ) : undefined
      }
    >
      {refusal.respCode === NO_ANSWER ? intl.formatMessage(shellMessages.errorTitle) : refusal.message}
    </Alert>
  );
}
