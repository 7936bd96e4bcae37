import Button from '@mui/material/Button';
import { useIntl } from 'react-intl';
import { StatusPage } from '../../components/StatusPage/index.ts';
import type { CardRefusal } from '../../stores/CardStore.ts';
import { NO_ANSWER } from '../../stores/OrderStore.ts';
import { cardMessages as m } from './card.messages.ts';

/** A card page whose data did not load: the gateway's message (or SPEC §8's) and a way to load again. */
export function CardLoadFailed({ refusal, onRetry }: { refusal?: CardRefusal; onRetry: () => void }) {
  const intl = useIntl();
  const detail = refusal && refusal.respCode !== NO_ANSWER ? refusal.message : undefined;
  return (
    <StatusPage
      tone="error"
      title={intl.formatMessage(m.loadFailedTitle)}
      description={detail}
      actions={
        <Button variant="contained" size="large" fullWidth onClick={onRetry}>
          {intl.formatMessage(m.tryAgain)}
        </Button>
      }
    />
  );
}
