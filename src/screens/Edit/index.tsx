import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useStores } from '../../stores/context.tsx';
import { QuoteScreen } from './QuoteScreen.tsx';
import { preloadCurrencyPicker } from './LazyCurrencyPicker.tsx';
import { onIdle } from '../../platform/idle.ts';
import { allowFingerprinting } from '../../platform/tracking.ts';

/** The country selector, in the shell's top bar beside the title (Buy) and the menu. */
export { CountryHeader as TopBarExtras } from './CountryHeader.tsx';

/** Edit (SPEC §2): the home quote screen. */
export default observer(function Edit() {
  const { quote } = useStores();
  // Once a quote is shown, the deferred work starts in idle time: the picker's code and that of the steps
  // Continue leads to, the fingerprint.
  const quoted = quote.canContinue;
  useEffect(() => {
    if (!quoted) return undefined;
    allowFingerprinting();
    return onIdle(() => {
      void preloadCurrencyPicker();
      quote.prefetchContinue();
    });
  }, [quoted, quote]);
  return <QuoteScreen top={1} onContinue={() => quote.continue()} />;
});
