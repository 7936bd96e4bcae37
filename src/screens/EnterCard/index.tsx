import { Suspense, useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { HostedCardField, type HostedCardFieldHandle } from '../../components/HostedCardField/index.ts';
import { fieldErrorsOf } from '../../forms/index.ts';
import { SchemaForm } from '../../forms/SchemaForm/index.ts';
import { useStores } from '../../stores/context.tsx';
import { cardMessages as m } from '../cardFlow/card.messages.ts';
import { CardLoadFailed } from '../cardFlow/CardLoadFailed.tsx';
import { OrderSummary } from '../cardFlow/OrderSummary.tsx';
import { useCardPage } from '../cardFlow/useCardPage.ts';
import { FlowSkeleton } from '../shared/FlowSkeleton.tsx';
import { ServerMessageAlert } from '../shared/ServerMessageAlert.tsx';

/** The payment provider's hosted card field page, in the buyer's language (the gateway serves it with and without .html). */
const cardFieldSrc = (locale: string) => `/sandbox/card-field.html?locale=${encodeURIComponent(locale)}`;

/** The code of its schema form comes with the screen's (src/routes/screens.ts). */
export { loadSchemaForm as loadLazyParts } from '../../forms/SchemaForm/index.ts';

/**
 * Enter Card (/enter-card): the billing-address form (its draft kept across a reload) and the card, typed
 * into the payment provider's hosted field, which hands over a single-use token: the number never reaches
 * this page. Pay checks the form, saves the address, tokenizes and pays, then shows Payment status.
 */
export default observer(function EnterCard() {
  const intl = useIntl();
  const { cards, formData, locale } = useStores();
  const query = useCardPage((q) => cards.enterEnterCard(q));
  const cardField = useRef<HostedCardFieldHandle>(null);
  const f = intl.formatMessage;

  useEffect(() => {
    formData.load();
  }, [formData]);

  if (cards.enterView === 'failed')
    return <CardLoadFailed refusal={cards.loadError} onRetry={() => void cards.enterEnterCard(query)} />;
  if (cards.enterView !== 'ready') return <FlowSkeleton blocks={[32, 56, 56, 56, 56, 32, 168, 48]} />;

  const extraErrors = fieldErrorsOf(cards.billingRefusal, 'billingAddress', intl);
  const unplacedRefusal = cards.billingRefusal && !extraErrors ? cards.billingRefusal.message : undefined;
  const order = cards.orderView;
  return (
    <Box
      component="section"
      sx={{ px: 2, pt: 2, pb: 3, display: 'flex', flexDirection: 'column', gap: 2, flex: 1 }}
    >
      <Typography variant="h2" component="h2">
        {f(m.billingHeading)}
      </Typography>
      {cards.billingRestored && <Alert severity="info">{f(m.draftRestored)}</Alert>}
      {unplacedRefusal && (
        <Alert severity="error" role="alert">
          {unplacedRefusal}
        </Alert>
      )}
      <Suspense fallback={<FlowSkeleton blocks={[56, 56, 56, 56, 168, 48]} />}>
        <SchemaForm
          form="billingAddress"
          formData={cards.billing}
          onChange={(data) => cards.setBilling(data)}
          onSubmit={(data) => void cards.payWithNewCard(data, async () => cardField.current?.tokenize())}
          formContext={formData.formContext}
          extraErrors={extraErrors}
          disabled={cards.paying}
        >
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, mt: 2 }}>
            <Typography variant="h2" component="h2">
              {f(m.cardHeading)}
            </Typography>
            <HostedCardField
              ref={cardField}
              src={cardFieldSrc(locale.locale)}
              title={f(m.cardFieldTitle)}
              disabled={cards.charging}
            />
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {f(m.cardNote)}
            </Typography>
            <FormControlLabel
              control={
                <Checkbox
                  checked={cards.saveCard}
                  onChange={(event) => cards.setSaveCard(event.target.checked)}
                  disabled={cards.paying}
                />
              }
              label={f(m.saveCard)}
            />
            {order && <OrderSummary order={order} />}
            {cards.payError && <ServerMessageAlert refusal={cards.payError} />}
            <Button
              type="submit"
              variant="contained"
              size="large"
              fullWidth
              loading={cards.paying}
              disabled={!cards.canPay}
            >
              {f(m.pay, { amount: order?.sendCurrencyAmount ?? '', currency: order?.sendCurrency ?? '' })}
            </Button>
          </Box>
        </SchemaForm>
      </Suspense>
    </Box>
  );
});
