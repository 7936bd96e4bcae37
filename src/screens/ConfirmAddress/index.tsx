import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useStores } from '../../stores/context.tsx';
import { flowMessages } from '../shared/flow.messages.ts';
import { FlowSkeleton } from '../shared/FlowSkeleton.tsx';
import { NoQuote } from '../shared/NoQuote.tsx';
import { PurchaseSummary } from '../../components/PurchaseSummary/index.ts';
import { OrderCreationAlert } from '../shared/OrderCreationAlert.tsx';
import { useFlowStep } from '../shared/useFlowStep.ts';
import { confirmAddressMessages as m } from './ConfirmAddress.messages.ts';

/**
 * Confirm Address (/confirm-address, SPEC §4): the buyer confirms owning the address, which creates the
 * order (once, however often Confirm is pressed) and goes to Wait Payment — or, for an offer that takes the
 * card in the app, goes on to Select Card; a refusal shows its message, and the 700 EUR one leads into the
 * identity check (and back here). A returning buyer's steps may have passed by themselves (the provider of
 * the last order while it has the best rate, the last address and wallet type): a note says what was taken
 * from the last order, and Change provider / Change address bring those steps back.
 */
export default observer(function ConfirmAddress() {
  const intl = useIntl();
  const { order, cards } = useStores();
  const phase = useFlowStep(() => order.enterConfirmAddress(), order.addressLeadsTo);
  const { offer, quote } = order;

  if (phase === 'noQuote') return <NoQuote onNewQuote={() => order.startOver()} />;
  if (phase !== 'stay' || !offer || !quote) return <FlowSkeleton blocks={[72, 200, 48]} />;

  const wallet =
    order.walletType === 'exchange'
      ? intl.formatMessage(m.exchange, { name: order.exchange })
      : order.walletType === 'selfHosted'
        ? intl.formatMessage(m.selfHosted)
        : undefined;

  // What a returning buyer's steps took from the last order by themselves, said before the buyer confirms.
  const fromLastOrder = order.offerFromLastOrder
    ? intl.formatMessage(order.addressFromLastOrder ? m.allFromLastOrder : m.providerFromLastOrder, {
        provider: offer.name,
      })
    : order.addressFromLastOrder
      ? intl.formatMessage(m.fromLastOrder)
      : undefined;

  return (
    <Box sx={{ px: 2, pt: 2, pb: 3, display: 'flex', flexDirection: 'column', gap: 2, flex: 1 }}>
      <Typography variant="h2" component="h2">
        {intl.formatMessage(m.heading)}
      </Typography>
      {fromLastOrder && (
        <Alert severity="info" role="note">
          {fromLastOrder}
        </Alert>
      )}
      <Box>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
          {intl.formatMessage(m.address, { symbol: quote.getSymbol })}
        </Typography>
        <Typography
          data-testid="confirm-address"
          sx={{
            fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
            fontSize: '1rem',
            fontWeight: 600,
            overflowWrap: 'anywhere',
            bgcolor: 'action.hover',
            borderRadius: 2,
            p: 1.5,
          }}
        >
          {order.address}
        </Typography>
      </Box>
      <Alert severity="warning" role="note">
        {intl.formatMessage(m.warning)}
      </Alert>
      <PurchaseSummary
        rows={[
          {
            label: intl.formatMessage(flowMessages.provider),
            value: (
              <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                <Box component="img" src={offer.image} alt="" sx={{ width: 20, height: 20 }} />
                {offer.name}
              </Box>
            ),
          },
          {
            label: intl.formatMessage(flowMessages.youPay),
            value: `${offer.sendCurrencyAmount} ${offer.sendCurrency}`,
          },
          {
            label: intl.formatMessage(flowMessages.youGet),
            value: `${offer.getCurrencyAmount} ${quote.getSymbol}`,
          },
          ...(quote.network ? [{ label: intl.formatMessage(m.network), value: quote.network }] : []),
          ...(wallet ? [{ label: intl.formatMessage(m.wallet), value: wallet }] : []),
        ]}
      />
      <OrderCreationAlert
        refusal={order.createError}
        onVerifyIdentity={() => cards.goToIdentityStep('confirmAddress')}
        onNewQuote={() => void order.renewQuote()}
        onRetry={() => void order.confirmAddress()}
        busy={order.quoteLoading || order.creating}
      />
      <Box sx={{ mt: 'auto', display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        {order.creating && <LinearProgress aria-label={intl.formatMessage(m.creating)} />}
        <Button
          variant="contained"
          size="large"
          fullWidth
          disabled={order.creating || order.quoteLoading}
          onClick={() => void order.confirmAddress()}
        >
          {intl.formatMessage(m.confirm)}
        </Button>
        {!order.addressFixed && (
          <Button
            variant="text"
            size="large"
            fullWidth
            disabled={order.creating}
            onClick={() => order.changeAddress()}
          >
            {intl.formatMessage(m.change)}
          </Button>
        )}
        {order.offerFromLastOrder && (
          <Button
            variant="text"
            size="large"
            fullWidth
            disabled={order.creating}
            onClick={() => order.changeOffer()}
          >
            {intl.formatMessage(m.changeProvider)}
          </Button>
        )}
      </Box>
    </Box>
  );
});
