import Button from '@mui/material/Button';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { OrderPaths } from '../../stores/OrderStore.ts';
import { flowMessages } from './flow.messages.ts';

/** The way back from an error page: the quote screen. */
export function BackToBuyButton({ main = true }: { main?: boolean }) {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <Button variant={main ? 'contained' : 'outlined'} size="large" fullWidth onClick={() => navigate(OrderPaths.edit)}>
      {intl.formatMessage(flowMessages.backToBuy)}
    </Button>
  );
}
