import Button from '@mui/material/Button';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { StatusPage } from '../../components/StatusPage/index.ts';
import { NO_ANSWER, type ServerMessage } from '../../stores/OrderStore.ts';

export interface LoadFailedPageProps {
  title: MessageDescriptor;
  action: MessageDescriptor;
  /** Why the data did not load; its message is shown unless the gateway did not answer at all. */
  refusal?: ServerMessage;
  onRetry: () => void;
}

/** A page whose data did not load: the gateway's message (or SPEC §8's title alone) and a way to load again. */
export function LoadFailedPage({ title, action, refusal, onRetry }: LoadFailedPageProps) {
  const intl = useIntl();
  const detail = refusal && refusal.respCode !== NO_ANSWER ? refusal.message : undefined;
  return (
    <StatusPage
      tone="error"
      title={intl.formatMessage(title)}
      description={detail}
      actions={
        <Button variant="contained" size="large" fullWidth onClick={onRetry}>
          {intl.formatMessage(action)}
        </Button>
      }
    />
  );
}
