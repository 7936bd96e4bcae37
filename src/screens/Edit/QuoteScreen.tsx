import { useLayoutEffect, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import { observer } from 'mobx-react-lite';
import { useIntl } from 'react-intl';
import { useLocation, useParams } from 'react-router-dom';
import { useStores } from '../../stores/context.tsx';
import { sxOnce } from '../../../theme/sxOnce.ts';
import { quoteMessages } from './Edit.messages.ts';
import { QuotePanel } from './QuotePanel.tsx';

export interface QuoteScreenProps {
  /** What stands above the quote (widget v1's title). */
  children?: ReactNode;
  /** Space above it (theme spacing): 1 on Edit, under the top bar; 2 in widget v1. */
  top: 1 | 2;
  onContinue: () => void;
}

/** The page that sent the buyer here; none in the build's pre-render, which has no document. */
const pageReferrer = () => (typeof document === 'undefined' ? undefined : document.referrer || undefined);

const Screen = styled('div')<{ ownerState: { top: QuoteScreenProps['top'] } }>(
  sxOnce({ px: 2, pb: 3, display: 'flex', flexDirection: 'column', gap: 3, flex: 1 }, [
    { when: { top: 1 }, sx: { pt: 1 } },
    { when: { top: 2 }, sx: { pt: 2 } },
  ]),
);

/**
 * A quote screen (Edit, widget v1): the quote for the current link (query and /buy/:getCurrency) and
 * Continue. The quote opens before the first paint (a layout effect): the pay-method grid and the fees
 * show their skeletons in the very first frame, so nothing under them moves when they appear.
 *
 * The panel's observers subscribe to the store only after that paint (mobx-react-lite subscribes in a
 * passive effect), so what `open` changed reached the screen a frame late: the first frame had no grid
 * and no fees, and Continue and the rate notice moved 252 px down in the next (CLS 0.063 of 0.092). The
 * panel is told it is `opening` until the layout effect ran, and that state change re-renders it before the paint.
 */
export const QuoteScreen = observer(function QuoteScreen({ children, top, onContinue }: QuoteScreenProps) {
  const intl = useIntl();
  const { quote } = useStores();
  const { search } = useLocation();
  const { getCurrency } = useParams();
  // The boot may have opened this very quote already (QuoteStore.openEarly): the store shows it as it is,
  // and the placeholder render (a second render of the whole screen in the first commit's task) is skipped.
  const [opening, setOpening] = useState(
    () => !quote.joinsEarlyOpen({ search, getCurrency, referrer: pageReferrer() }),
  );
  useLayoutEffect(() => {
    void quote.open({ search, getCurrency, referrer: pageReferrer() });
    setOpening(false);
    return () => quote.close();
  }, [quote, search, getCurrency]);
  return (
    <Screen ownerState={{ top }}>
      {children}
      <QuotePanel opening={opening} />
      <Button
        variant="contained"
        color="primary"
        size="large"
        fullWidth
        disabled={!quote.canContinue}
        onClick={onContinue}
      >
        {intl.formatMessage(quoteMessages.continue)}
      </Button>
    </Screen>
  );
});
