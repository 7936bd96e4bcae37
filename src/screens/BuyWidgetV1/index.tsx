import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { useStores } from '../../stores/context.tsx';
import { quoteMessages } from '../Edit/Edit.messages.ts';
import { QuoteScreen } from '../Edit/QuoteScreen.tsx';
import { openPurchaseWindow } from '../shared/openPurchaseWindow.ts';

/**
 * Widget v1 (/buy-v1, SPEC §2): the two-amount quote inside a partner's page, coloured by its
 * plugin-color-* query (the theme reads them). Continue opens the order page in a new window with the quote.
 */
export default function BuyWidgetV1() {
  const intl = useIntl();
  const { quote } = useStores();
  return (
    <QuoteScreen top={2} onContinue={() => openPurchaseWindow(quote.continueInNewWindow())}>
      <Typography variant="h1" sx={{ textAlign: 'center' }}>
        {intl.formatMessage(quoteMessages.title)}
      </Typography>
    </QuoteScreen>
  );
}
