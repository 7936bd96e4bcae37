import Button from '@mui/material/Button';
import { useIntl } from 'react-intl';
import { StatusPage } from '../../components/StatusPage/index.ts';
import { NO_ANSWER, type ServerMessage } from '../../stores/OrderStore.ts';
import { flowMessages } from './flow.messages.ts';

/**
 * A purchase step without a quote to order from (opened directly, or the link's quote refused, e.g. an
 * expired price): says so, with the way to a new quote.
 */
export function NoQuote({ refusal, onNewQuote }: { refusal?: ServerMessage; onNewQuote: () => void }) {
  const intl = useIntl();
  const description = refusal && refusal.respCode !== NO_ANSWER ? refusal.message : intl.formatMessage(flowMessages.noQuoteText);
  return (
    <StatusPage
      tone="info"
      title={intl.formatMessage(flowMessages.noQuoteTitle)}
      description={description}
      actions={
        <Button variant="contained" size="large" fullWidth onClick={onNewQuote}>
          {intl.formatMessage(flowMessages.getNewQuote)}
        </Button>
      }
    />
  );
}
