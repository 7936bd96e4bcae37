import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { useStores } from '../../stores/context.tsx';

/** Opens the quote for the current link (query and /buy/:getCurrency) while the screen is shown. */
export function useQuoteScreen(): void {
  const { quote } = useStores();
  const { search } = useLocation();
  const { getCurrency } = useParams();
  useEffect(() => {
    void quote.open({ search, getCurrency, referrer: document.referrer || undefined });
    return () => quote.close();
  }, [quote, search, getCurrency]);
}
