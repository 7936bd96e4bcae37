import { memo, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { styled } from '@mui/material/styles';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { AmountInput } from '../../components/AmountInput/index.ts';
import { LazyCurrencyPicker as CurrencyPicker } from './LazyCurrencyPicker.tsx';
import { FloatingRateNotice } from '../../components/FloatingRateNotice/index.ts';
import { PaymentMethodGrid } from '../../components/PaymentMethodGrid/index.ts';
import { useStores } from '../../stores/context.tsx';
import { sxOnce } from '../../../theme/sxOnce.ts';
import { quoteMessages } from './Edit.messages.ts';
import { QuoteFees } from './QuoteFees.tsx';
import { quoteMessageText } from './quoteMessageText.ts';
import { payMethodName } from './payMethodName.ts';

/**
 * The two-amount quote shared by Edit and widget v1: You Pay and You get with their currency pickers,
 * the pay-method grid, the fees with the countdown and the floating-rate notice.
 */
export interface QuotePanelProps {
  /** The screen is about to open its quote (its first render, before its layout effect): placeholders. */
  opening?: boolean;
}

// As MUI's <Stack spacing={2}> lays it out (each child's margin reset, a top margin from the second on),
// styled once per theme.
const Column = styled('div')(
  sxOnce({
    display: 'flex',
    flexDirection: 'column',
    '& > :not(style):not(style)': { m: 0 },
    '& > :not(style) ~ :not(style)': { mt: 2 },
  }),
);

/** Re-rendered only when what it shows changes: the panel re-renders on every change of the quote it observes. */
const MemoPaymentMethodGrid = memo(PaymentMethodGrid);

export const QuotePanel = observer(function QuotePanel({ opening = false }: QuotePanelProps) {
  const intl = useIntl();
  const { quote, currencies } = useStores();
  const [picker, setPicker] = useState<'pay' | 'get'>();
  const { inquiry } = quote;
  const getSymbol =
    currencies.getItems.find((item) => item.id === inquiry.getCurrency)?.shortLabel ?? inquiry.getCurrency;
  const closePicker = () => setPicker(undefined);
  const methods = useMemo(
    () => quote.payMethods.map((m) => ({ ...m, name: payMethodName(intl, m.id, m.name) })),
    [quote.payMethods, intl],
  );
  // A store change re-renders an observer synchronously (mobx-react-lite subscribes with useSyncExternalStore),
  // in one task React cannot pause. The methods' tiles replacing their placeholders (the costliest part of a
  // quote's arrival) follow in a transition instead, rendered in slices between which the browser handles
  // input and paints the amounts. The choice and the disabled state stay immediate.
  const shownMethods = useDeferredValue(methods);
  const methodsStatus = useDeferredValue(opening ? 'loading' : quote.methodsStatus);
  const selectPayMethod = useCallback((id: string) => void quote.selectPayMethod(id), [quote]);
  const refreshMethods = useCallback(() => void quote.refreshMethods(), [quote]);

  return (
    <Column>
      <AmountInput
        side="pay"
        value={inquiry.sendCurrencyAmount}
        decimals={quote.payToken?.decimals ?? 2}
        currency={{
          symbol: inquiry.sendCurrency,
          logo: quote.payToken?.imgUrl,
          logoLoading: currencies.loading,
        }}
        locked={quote.locks.sendCurrencyAmount}
        currencyLocked={quote.payCurrencyLocked}
        loading={quote.quoting && quote.side === 'get'}
        error={quoteMessageText(intl, quote.payError)}
        onChange={(value) => quote.setAmount('pay', value)}
        onBlur={() => void quote.commitAmount()}
        onCurrencyClick={() => setPicker('pay')}
      />
      <AmountInput
        side="get"
        value={inquiry.getCurrencyAmount}
        decimals={quote.getToken?.decimals ?? 8}
        currency={{ symbol: getSymbol, logo: quote.getToken?.imgUrl, logoLoading: currencies.loading }}
        locked={quote.locks.getCurrencyAmount}
        currencyLocked={quote.getCurrencyLocked}
        loading={quote.quoting && quote.side === 'pay'}
        error={quoteMessageText(intl, quote.getError)}
        onChange={(value) => quote.setAmount('get', value)}
        onBlur={() => void quote.commitAmount()}
        onCurrencyClick={() => setPicker('get')}
      />
      {methodsStatus !== 'none' && (
        <MemoPaymentMethodGrid
          methods={shownMethods}
          selectedId={inquiry.payMethod}
          loading={methodsStatus === 'loading'}
          disabled={quote.quoting}
          onSelect={selectPayMethod}
          onRefresh={refreshMethods}
        />
      )}
      {/* Its own observer: the countdown's tick re-renders the fees only. */}
      <QuoteFees opening={opening} />
      <FloatingRateNotice />
      <CurrencyPicker
        open={picker === 'pay'}
        items={currencies.payItems}
        selectedId={inquiry.sendCurrency}
        title={intl.formatMessage(quoteMessages.payPickerTitle)}
        loading={currencies.payState !== 'done'}
        onClose={closePicker}
        onSelect={(item) => {
          closePicker();
          void quote.selectPayCurrency(item.id);
        }}
      />
      <CurrencyPicker
        open={picker === 'get'}
        items={currencies.getItems}
        selectedId={inquiry.getCurrency}
        title={intl.formatMessage(quoteMessages.getPickerTitle)}
        loading={currencies.getState !== 'done'}
        onClose={closePicker}
        onSelect={(item) => {
          closePicker();
          void quote.selectGetCurrency(item.id);
        }}
      />
    </Column>
  );
});
