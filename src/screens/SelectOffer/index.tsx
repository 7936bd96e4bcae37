import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { OfferCard, type OfferRequirement } from '../../components/OfferCard/index.ts';
import { useStores } from '../../stores/context.tsx';
import { IDENTITY_THRESHOLD } from '../../stores/OrderStore.ts';
import { flowMessages } from '../shared/flow.messages.ts';
import { FlowSkeleton } from '../shared/FlowSkeleton.tsx';
import { NoQuote } from '../shared/NoQuote.tsx';
import { useFlowStep } from '../shared/useFlowStep.ts';
import { selectOfferMessages } from './SelectOffer.messages.ts';

/**
 * Select Offer (/select-offer, SPEC §4): the providers' offers side by side — logo, what the buyer gets,
 * fees, the best rate marked and what each needs of the buyer; the chosen one is stored.
 */
export default observer(function SelectOffer() {
  const intl = useIntl();
  const { order } = useStores();
  const headingId = useId();
  const groupName = useId();
  const phase = useFlowStep((query) => order.enterSelectOffer(query), 'submitAddress');
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const quote = order.quote;

  if (phase === 'noQuote') return <NoQuote refusal={order.quoteError} onNewQuote={() => order.startOver()} />;
  if (phase !== 'stay' || !quote) return <FlowSkeleton blocks={[180, 180, 48]} />;

  const requirement: OfferRequirement = order.identityVerified
    ? { kind: 'verified' }
    : { kind: 'identityAbove', ...IDENTITY_THRESHOLD };
  const selected = chosen ?? order.chosenOfferType ?? order.bestOfferType;
  const { inquiry } = quote;
  // A buyer who is not logged in starts with an offer paid on the provider's page instead of the best rate,
  // which takes the card in the app: said while that offer is the one chosen.
  const recommended = order.offers.find((offer) => offer.offerType === order.recommendedOfferType);
  const best = order.offers.find((offer) => offer.offerType === order.bestOfferType);
  const noLoginNote =
    recommended && best && recommended !== best && selected === recommended.offerType
      ? intl.formatMessage(selectOfferMessages.noLogin, { provider: recommended.name, best: best.name })
      : undefined;

  return (
    <Box sx={{ px: 2, pt: 2, pb: 3, display: 'flex', flexDirection: 'column', gap: 2, flex: 1 }}>
      <Box>
        <Typography id={headingId} variant="h2" component="h2">
          {intl.formatMessage(selectOfferMessages.heading)}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {intl.formatMessage(selectOfferMessages.youPay, {
            amount: `${inquiry.sendCurrencyAmount} ${inquiry.sendCurrency}`,
          })}
        </Typography>
      </Box>
      {order.offers.length === 0 ? (
        <Typography role="status" sx={{ color: 'text.secondary' }}>
          {intl.formatMessage(selectOfferMessages.empty)}
        </Typography>
      ) : (
        <Box
          role="radiogroup"
          aria-labelledby={headingId}
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: 'repeat(auto-fit, minmax(190px, 1fr))',
            // Two columns with an odd count: the last offer takes the whole row instead of leaving a hole.
            '& > :last-child:nth-of-type(odd)': { gridColumn: '1 / -1' },
          }}
        >
          {order.offers.map((offer) => (
            <OfferCard
              key={offer.offerType}
              offer={offer}
              getSymbol={quote.getSymbol}
              requirement={requirement}
              best={offer.offerType === order.bestOfferType && order.offers.length > 1}
              checked={offer.offerType === selected}
              groupName={groupName}
              onSelect={setChosen}
            />
          ))}
        </Box>
      )}
      {noLoginNote && (
        <Alert severity="info" role="note">
          {noLoginNote}
        </Alert>
      )}
      <Button
        variant="contained"
        size="large"
        fullWidth
        disabled={!selected || order.offers.length === 0}
        onClick={() => selected && order.chooseOffer(selected)}
        sx={{ mt: 'auto' }}
      >
        {intl.formatMessage(flowMessages.continue)}
      </Button>
    </Box>
  );
});
