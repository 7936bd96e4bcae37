import Button from '@mui/material/Button';
import { useIntl } from 'react-intl';
import { useStores } from '../../stores/context.tsx';
import { flowMessages } from './flow.messages.ts';

/** The way back from an error page: the quote screen. */
export function BackToBuyButton({ main = true }: { main?: boolean }) {
  const intl = useIntl();
  const { order } = useStores();
  return (
    <Button
      variant={main ? 'contained' : 'outlined'}
      size="large"
      fullWidth
      onClick={() => order.backToBuy()}
    >
      {intl.formatMessage(flowMessages.backToBuy)}
    </Button>
  );
}
