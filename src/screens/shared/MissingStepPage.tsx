import Button from '@mui/material/Button';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { StatusPage } from '../../components/StatusPage/index.ts';
import { NO_ANSWER, type ServerMessage } from '../../stores/OrderStore.ts';

export interface MissingStepPageProps {
  title: MessageDescriptor;
  /** Shown unless the gateway gave its own reason. */
  text: MessageDescriptor;
  action: MessageDescriptor;
  /** The gateway's refusal, if that is why there is nothing to show. */
  refusal?: ServerMessage;
  onAction: () => void;
}

/** A purchase page with nothing to show: says why (the gateway's reason when it gave one), with the way on. */
export function MissingStepPage({ title, text, action, refusal, onAction }: MissingStepPageProps) {
  const intl = useIntl();
  const description = refusal && refusal.respCode !== NO_ANSWER ? refusal.message : intl.formatMessage(text);
  return (
    <StatusPage
      tone="info"
      title={intl.formatMessage(title)}
      description={description}
      actions={
        <Button variant="contained" size="large" fullWidth onClick={onAction}>
          {intl.formatMessage(action)}
        </Button>
      }
    />
  );
}
