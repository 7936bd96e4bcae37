import { observer } from 'mobx-react-lite';
import { FeeSummary } from '../../components/FeeSummary/index.ts';
import { useStores } from '../../stores/context.tsx';

/**
 * The fees with the quote's countdown, an observer of its own: the tick of the countdown (every second)
 * re-renders this part only, not the quote panel around it.
 */
export const QuoteFees = observer(function QuoteFees({ opening = false }: { opening?: boolean }) {
  const { quote } = useStores();
  const loading = opening || quote.quoting;
  if (!quote.fees && !loading) return null;
  return (
    <FeeSummary
      processingFee={quote.fees?.processingFee}
      networkFee={quote.fees?.networkFee}
      feeCurrency={quote.fees?.feeCurrency ?? quote.inquiry.sendCurrency}
      processingFeeCurrency={quote.fees?.processingFeeCurrency}
      networkFeeCurrency={quote.fees?.networkFeeCurrency}
      secondsLeft={quote.secondsLeft}
      loading={loading}
    />
  );
});
