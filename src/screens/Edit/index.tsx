import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { TopBarExtras } from '../../shell/TopBarExtras.tsx';
import { useStores } from '../../stores/context.tsx';
import { CountryHeader } from './CountryHeader.tsx';
import { quoteMessages } from './Edit.messages.ts';
import { QuotePanel } from './QuotePanel.tsx';
import { useQuoteScreen } from './useQuoteScreen.ts';
import { preloadCurrencyPicker } from './LazyCurrencyPicker.tsx';
import { onIdle } from '../../platform/idle.ts';
import { allowFingerprinting } from '../../platform/tracking.ts';

/**
 * Edit (SPEC §2): the home quote screen. The shell's top bar shows the title (Buy) and the menu; the
 * country selector goes into its extras slot.
 */
export default observer(function Edit() {
  const intl = useIntl();
  const { quote } = useStores();
  useQuoteScreen();
  // Once a quote is shown, the deferred work starts in idle time: the picker's code, the fingerprint.
  const quoted = quote.canContinue;
  useEffect(() => {
    if (!quoted) return undefined;
    allowFingerprinting();
    return onIdle(() => void preloadCurrencyPicker());
  }, [quoted]);
  return (
    <Box sx={{ px: 2, pt: 1, pb: 3, display: 'flex', flexDirection: 'column', gap: 3, flex: 1 }}>
      <TopBarExtras>
        <CountryHeader />
      </TopBarExtras>
      <QuotePanel />
      <Button
        variant="contained"
        color="primary"
        size="large"
        fullWidth
        disabled={!quote.canContinue}
        onClick={() => quote.continue()}
      >
        {intl.formatMessage(quoteMessages.continue)}
      </Button>
    </Box>
  );
});
