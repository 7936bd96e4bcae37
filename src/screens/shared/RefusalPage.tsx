import Button from '@mui/material/Button';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { StatusPage } from '../../components/StatusPage/index.ts';
import { NO_ANSWER, type ServerMessage } from '../../stores/OrderStore.ts';
import { refusalText } from './refusalText.ts';

export interface RefusalPageProps {
  /** 'error' (default): the page's data did not load; 'info': there is nothing for the page to show. */
  tone?: 'error' | 'info';
  title: MessageDescriptor;
  /** Said unless the gateway gave its own reason (without it, SPEC §8's title stands alone). */
  text?: MessageDescriptor;
  action: MessageDescriptor;
  /** The gateway's refusal, if that is why; its message is shown unless the gateway did not answer at all. */
  refusal?: Pick<ServerMessage, 'respCode' | 'message'>;
  onAction: () => void;
}

/** A page that cannot show what it is for: says why (the gateway's reason when it gave one), with the one way on. */
export function RefusalPage({ tone = 'error', title, text, action, refusal, onAction }: RefusalPageProps) {
  const intl = useIntl();
  const reason = refusal && refusal.respCode !== NO_ANSWER ? refusalText(intl, refusal.message) : undefined;
  return (
    <StatusPage
      tone={tone}
      title={intl.formatMessage(title)}
      description={reason ?? (text && intl.formatMessage(text))}
      actions={
        <Button variant="contained" size="large" fullWidth onClick={onAction}>
          {intl.formatMessage(action)}
        </Button>
      }
    />
  );
}
