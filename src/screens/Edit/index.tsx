import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { TopBarExtras } from '../../shell/TopBarExtras.tsx';
import { useStores } from '../../stores/context.tsx';
import { CountryHeader } from './CountryHeader.tsx';
import { QuoteScreen } from './QuoteScreen.tsx';
import { preloadCurrencyPicker } from './LazyCurrencyPicker.tsx';
import { onIdle } from '../../platform/idle.ts';
import { allowFingerprinting } from '../../platform/tracking.ts';

/**
 * Edit (SPEC §2): the home quote screen. The shell's top bar shows the title (Buy) and the menu; the
 * country selector goes into its extras slot.
 */
export default observer(function Edit() {
  const { quote } = useStores();
  // Once a quote is shown, the deferred work starts in idle time: the picker's code, the fingerprint.
  const quoted = quote.canContinue;
  useEffect(() => {
    if (!quoted) return undefined;
    allowFingerprinting();
    return onIdle(() => void preloadCurrencyPicker());
  }, [quoted]);
  return (
    <QuoteScreen top={1} onContinue={() => quote.continue()}>
      <TopBarExtras>
        <CountryHeader />
      </TopBarExtras>
    </QuoteScreen>
  );
});
