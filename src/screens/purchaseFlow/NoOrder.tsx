import Button from '@mui/material/Button';
import { useIntl } from 'react-intl';
import { StatusPage } from '../../components/StatusPage/index.ts';
import type { ServerMessage } from '../../stores/OrderStore.ts';
import { NO_ANSWER } from '../../stores/OrderStore.ts';
import { flowMessages } from './flow.messages.ts';

/**
 * An order page without an order to show: no orderNo in the link (and none made in this tab), or the
 * gateway's refusal (an unknown order) — with the way to a new one.
 */
export function NoOrder({ refusal, onNewOrder }: { refusal?: ServerMessage; onNewOrder: () => void }) {
  const intl = useIntl();
  const description = refusal && refusal.respCode !== NO_ANSWER ? refusal.message : intl.formatMessage(flowMessages.noOrderText);
  return (
    <StatusPage
      tone="info"
      title={intl.formatMessage(flowMessages.noOrderTitle)}
      description={description}
      actions={
        <Button variant="contained" size="large" fullWidth onClick={onNewOrder}>
          {intl.formatMessage(flowMessages.newOrder)}
        </Button>
      }
    />
  );
}
