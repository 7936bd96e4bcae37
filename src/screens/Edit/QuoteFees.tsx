import { memo, useDeferredValue } from 'react';
import { observer } from 'mobx-react-lite';
import { FeeSummary } from '../../components/FeeSummary/index.ts';
import { useStores } from '../../stores/context.tsx';

/** Re-rendered only when what it shows changes (the countdown's tick, the fees). */
const MemoFeeSummary = memo(FeeSummary);

/**
 * The fees with the quote's countdown, an observer of its own: the tick of the countdown (every second)
 * re-renders this part only, not the quote panel around it. A quote's new fees (and the placeholders of the
 * next one) follow in a transition, as the pay methods do (QuotePanel): the amounts are shown first.
 */
export const QuoteFees = observer(function QuoteFees({ opening = false }: { opening?: boolean }) {
  const { quote } = useStores();
  const fees = useDeferredValue(quote.fees);
  const loading = useDeferredValue(opening || quote.quoting);
  // The pay currency the fees fall back to, deferred with them: a quote and its currency are shown together.
  const sendCurrency = useDeferredValue(quote.inquiry.sendCurrency);
  if (!fees && !loading) return null;
  return (
    <MemoFeeSummary
      processingFee={fees?.processingFee}
      networkFee={fees?.networkFee}
      feeCurrency={fees?.feeCurrency ?? sendCurrency}
      processingFeeCurrency={fees?.processingFeeCurrency}
      networkFeeCurrency={fees?.networkFeeCurrency}
      secondsLeft={quote.secondsLeft}
      loading={loading}
    />
  );
});
