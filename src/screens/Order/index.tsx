import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { PaymentMethodGrid, type PaymentMethodOption } from '../../components/PaymentMethodGrid/index.ts';
import { sumFees } from '../../lib/index.ts';
import { useStores } from '../../stores/context.tsx';
import { flowMessages } from '../shared/flow.messages.ts';
import { FlowSkeleton } from '../shared/FlowSkeleton.tsx';
import { NoQuote } from '../shared/NoQuote.tsx';
import { ServerMessageAlert } from '../shared/ServerMessageAlert.tsx';
import { useFlowStep } from '../shared/useFlowStep.ts';
import { orderStepMessages } from './Order.messages.ts';

/**
 * Order step (/order, SPEC §4): the link's quote and extras are taken in and the partner / payMethod /
 * single-method rules run; when none moves the buyer on, the pay method is chosen here.
 */
export default observer(function Order() {
  const intl = useIntl();
  const { order } = useStores();
  const phase = useFlowStep((query) => order.enterOrderStep(query));
  const quote = order.quote;
  const [chosen, setChosen] = useState<string | undefined>(undefined);

  if (phase === 'noQuote') return <NoQuote refusal={order.quoteError} onNewQuote={() => order.startOver()} />;
  if (phase !== 'stay' || !quote) return <FlowSkeleton blocks={[76, 76, 48]} />;

  const methods: PaymentMethodOption[] = quote.methods.map((method) => ({
    id: method.payMethod,
    name: method.name,
    icon: method.image2,
    fee: sumFees(method.processingFee, method.transNetworkFee),
    feeCurrency: method.feeCurrency,
  }));
  const selected = chosen ?? quote.inquiry.payMethod;
  const { inquiry } = quote;

  return (
    <Box sx={{ px: 2, pt: 2, pb: 3, display: 'flex', flexDirection: 'column', gap: 2, flex: 1 }}>
      <Typography variant="h2" component="h2">
        {intl.formatMessage(orderStepMessages.heading)}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {intl.formatMessage(orderStepMessages.summary, {
          pay: `${inquiry.sendCurrencyAmount} ${inquiry.sendCurrency}`,
          get: `${inquiry.getCurrencyAmount} ${quote.getSymbol}`,
        })}
      </Typography>
      <PaymentMethodGrid
        methods={methods}
        selectedId={selected}
        disabled={order.quoteLoading}
        onSelect={setChosen}
        onRefresh={() => order.startOver()}
      />
      {order.quoteError && (
        <ServerMessageAlert refusal={order.quoteError} onNewQuote={() => order.startOver()} />
      )}
      <Button
        variant="contained"
        size="large"
        fullWidth
        disabled={!selected || order.quoteLoading}
        onClick={() => selected && void order.choosePayMethod(selected)}
        sx={{ mt: 'auto' }}
      >
        {intl.formatMessage(flowMessages.continue)}
      </Button>
    </Box>
  );
});
