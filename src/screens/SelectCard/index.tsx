import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddCardIcon from '@mui/icons-material/AddCard';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useStores } from '../../stores/context.tsx';
import { cardMessages as m } from '../cardFlow/card.messages.ts';
import { CardLoadFailed } from '../cardFlow/CardLoadFailed.tsx';
import { OrderSummary } from '../cardFlow/OrderSummary.tsx';
import { useCardPage } from '../cardFlow/useCardPage.ts';
import { FlowSkeleton } from '../shared/FlowSkeleton.tsx';
import { ServerMessageAlert } from '../shared/ServerMessageAlert.tsx';
import { SavedCardList } from './SavedCardList.tsx';

/**
 * Select Card (/select-card, SPEC §4): runs the decision table on entry (the KYC steps, the order, Enter
 * Card when no card is saved), then lets the buyer choose a saved card or add one, and pay.
 */
export default observer(function SelectCard() {
  const intl = useIntl();
  const { cards } = useStores();
  const query = useCardPage((q) => cards.enterSelectCard(q));
  const f = intl.formatMessage;

  if (cards.selectView === 'failed')
    return <CardLoadFailed refusal={cards.loadError} onRetry={() => void cards.enterSelectCard(query)} />;
  if (cards.selectView !== 'ready') return <FlowSkeleton blocks={[32, 72, 72, 48, 120, 48]} />;

  const order = cards.orderView;
  const chosen = cards.chosenCard;
  return (
    <Box
      component="section"
      sx={{ px: 2, pt: 2, pb: 3, display: 'flex', flexDirection: 'column', gap: 2, flex: 1 }}
    >
      {order?.paymentResult === 'failed' && (
        <Alert severity="error" role="alert">
          {f(m.declined)}
        </Alert>
      )}
      <Typography variant="h2" component="h2" id="saved-cards-heading">
        {f(m.savedCards)}
      </Typography>
      <SavedCardList
        cards={cards.cards}
        chosenId={cards.chosenCardId}
        onChoose={(id) => cards.chooseCard(id)}
        labelledBy="saved-cards-heading"
        disabled={cards.paying}
      />
      <Button
        variant="outlined"
        size="large"
        fullWidth
        startIcon={<AddCardIcon />}
        disabled={cards.paying}
        onClick={() => cards.addNewCard()}
      >
        {f(m.addNewCard)}
      </Button>
      {order && <OrderSummary order={order} />}
      {cards.payError && <ServerMessageAlert refusal={cards.payError} />}
      <Box sx={{ mt: 'auto', display: 'flex', flexDirection: 'column', gap: 1 }}>
        {!chosen && (
          <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center' }}>
            {f(m.chooseCard)}
          </Typography>
        )}
        <Button
          variant="contained"
          size="large"
          fullWidth
          disabled={!chosen || !cards.canPay}
          loading={cards.paying}
          onClick={() => void cards.payWithChosenCard()}
        >
          {cards.paying
            ? f(m.paying)
            : f(m.pay, { amount: order?.sendCurrencyAmount ?? '', currency: order?.sendCurrency ?? '' })}
        </Button>
      </Box>
    </Box>
  );
});
