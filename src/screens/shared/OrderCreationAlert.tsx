import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useIntl } from 'react-intl';
import { IDENTITY_REQUIRED } from '../../stores/CardStore.ts';
import type { ServerMessage } from '../../stores/OrderStore.ts';
import { orderCreationMessages as m } from './orderCreation.messages.ts';
import { ServerMessageAlert } from './ServerMessageAlert.tsx';

export interface OrderCreationAlertProps {
  refusal?: ServerMessage;
  /** The 700 EUR notice's Verify your identity: on to the identity check (and back to this page). */
  onVerifyIdentity: () => void;
  onNewQuote: () => void;
  /** Makes the order again (after no answer or the gateway's own failure). */
  onRetry: () => void;
  busy: boolean;
}

/**
 * Why the order was not made, on the page that makes it: the 700 EUR notice with its way into the identity
 * check, else the gateway's message (a new quote after 5003, Try again after no answer).
 */
export function OrderCreationAlert({
  refusal,
  onVerifyIdentity,
  onNewQuote,
  onRetry,
  busy,
}: OrderCreationAlertProps) {
  const intl = useIntl();
  if (!refusal) return null;
  if (refusal.respCode === IDENTITY_REQUIRED)
    return (
      <Alert
        severity="warning"
        role="alert"
        action={
          <Button color="inherit" size="small" sx={{ minHeight: 36 }} onClick={onVerifyIdentity}>
            {intl.formatMessage(m.verifyIdentity)}
          </Button>
        }
      >
        {intl.formatMessage(m.identityRequired)}
      </Alert>
    );
  return <ServerMessageAlert refusal={refusal} onNewQuote={onNewQuote} onRetry={onRetry} busy={busy} />;
}
