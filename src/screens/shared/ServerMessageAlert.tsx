import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useIntl } from 'react-intl';
import { shellMessages } from '../../shell/shell.messages.ts';
import { NO_ANSWER, type ServerMessage } from '../../stores/OrderStore.ts';
import { flowMessages } from './flow.messages.ts';
import { refusalText } from './refusalText.ts';

/** respCode of an expired quote price. */
const PRICE_EXPIRED = 5003;
/** respCode of the gateway's own unexpected failure, answered with HTTP 500 (schemas/api/common.ts RespCode.internal). */
const INTERNAL_ERROR = 9000;

export interface ServerMessageAlertProps {
  refusal: Pick<ServerMessage, 'respCode' | 'message'>;
  /** After 5003: a new quote in place. */
  onNewQuote?: () => void;
  /** After a call that got no answer or failed on the gateway's side: the same request again. */
  onRetry?: () => void;
  busy?: boolean;
}

/**
 * A gateway answer shown in the buyer's language, the catalogue text of its key (SPEC §8); an expired price offers a new quote in place. A call that
 * got no answer (offline, gateway down) or that the gateway failed itself (HTTP 500) says 'Oops! Try again
 * later.' in the buyer's language, with Try again when the page can repeat it.
 */
export function ServerMessageAlert({ refusal, onNewQuote, onRetry, busy = false }: ServerMessageAlertProps) {
  const intl = useIntl();
  const expired = refusal.respCode === PRICE_EXPIRED && onNewQuote;
  const unanswered = refusal.respCode === NO_ANSWER || refusal.respCode === INTERNAL_ERROR;
  const action = expired ? (
    <Button color="inherit" size="small" onClick={onNewQuote} disabled={busy} sx={{ minHeight: 36 }}>
      {intl.formatMessage(flowMessages.getNewQuote)}
    </Button>
  ) : unanswered && onRetry ? (
    <Button color="inherit" size="small" onClick={onRetry} disabled={busy} sx={{ minHeight: 36 }}>
      {intl.formatMessage(shellMessages.errorRetry)}
    </Button>
  ) : undefined;
  return (
    <Alert severity="error" role="alert" action={action}>
      {unanswered ? intl.formatMessage(shellMessages.errorTitle) : refusalText(intl, refusal.message)}
    </Alert>
  );
}
