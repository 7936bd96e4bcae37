import { useLayoutEffect } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { useStores } from '../../stores/context.tsx';

/**
 * Opens the quote for the current link (query and /buy/:getCurrency) while the screen is shown. Opened
 * before the first paint (a layout effect): the pay-method grid and the fees show their skeletons in the
 * very first frame, so nothing under them moves when they appear.
 */
export function useQuoteScreen(): void {
  const { quote } = useStores();
  const { search } = useLocation();
  const { getCurrency } = useParams();
  useLayoutEffect(() => {
    void quote.open({ search, getCurrency, referrer: document.referrer || undefined });
    return () => quote.close();
  }, [quote, search, getCurrency]);
}
