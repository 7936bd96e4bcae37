import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useStores } from '../../stores/context.tsx';
import { quoteMessages } from '../Edit/Edit.messages.ts';
import { QuotePanel } from '../Edit/QuotePanel.tsx';
import { useQuoteScreen } from '../Edit/useQuoteScreen.ts';
import { openPurchaseWindow } from '../shared/openPurchaseWindow.ts';

/**
 * Widget v1 (/buy-v1, SPEC §2): the two-amount quote inside a partner's page, coloured by its
 * plugin-color-* query (the theme reads them). Continue opens the order page in a new window with the quote.
 */
export default observer(function BuyWidgetV1() {
  const intl = useIntl();
  const { quote } = useStores();
  useQuoteScreen();
  return (
    <Box sx={{ px: 2, pt: 2, pb: 3, display: 'flex', flexDirection: 'column', gap: 3, flex: 1 }}>
      <Typography variant="h1" sx={{ textAlign: 'center' }}>
        {intl.formatMessage(quoteMessages.title)}
      </Typography>
      <QuotePanel />
      <Button
        variant="contained"
        color="primary"
        size="large"
        fullWidth
        disabled={!quote.canContinue}
        onClick={() => openPurchaseWindow(quote.continueInNewWindow())}
      >
        {intl.formatMessage(quoteMessages.continue)}
      </Button>
    </Box>
  );
});
