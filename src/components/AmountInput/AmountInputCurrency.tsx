import ButtonBase from '@mui/material/ButtonBase';
import Skeleton from '@mui/material/Skeleton';
import { styled } from '@mui/material/styles';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useIntl } from 'react-intl';
import { sxOnce, textOnce } from '../../../theme/sxOnce.ts';
import { amountInputMessages } from './AmountInput.messages.ts';

export interface AmountCurrency {
  symbol: string;
  logo?: string;
  /** The logo is not known yet (the currency lists are on their way): its place is kept, so the chip does not grow. */
  logoLoading?: boolean;
}

interface AmountInputCurrencyProps {
  currency?: AmountCurrency;
  disabled?: boolean;
  onClick?: () => void;
}

const Chip = styled(ButtonBase)(
  sxOnce({
    flexShrink: 0,
    minHeight: (t) => t.custom.touchTarget,
    gap: 0.75,
    pl: 1,
    pr: 0.5,
    borderRadius: 999,
    bgcolor: 'action.hover',
    color: 'text.primary',
  }),
);
const CurrencyCode = styled('span')(textOnce('body1', { fontWeight: 600 }));
const logoStyle = { borderRadius: '50%' };

/** The chip beside the amount: logo, symbol and a chevron; it opens the currency picker. */
export function AmountInputCurrency({ currency, disabled, onClick }: AmountInputCurrencyProps) {
  const intl = useIntl();
  const label = currency
    ? intl.formatMessage(amountInputMessages.changeCurrency, { symbol: currency.symbol })
    : intl.formatMessage(amountInputMessages.selectCurrency);
  return (
    <Chip onClick={onClick} disabled={disabled || !onClick} aria-label={label} aria-haspopup="dialog">
      {currency?.logo ? (
        <img src={currency.logo} alt="" width={24} height={24} style={logoStyle} />
      ) : (
        currency?.logoLoading && <Skeleton variant="circular" width={24} height={24} />
      )}
      <CurrencyCode>
        {currency?.symbol ?? intl.formatMessage(amountInputMessages.selectCurrency)}
      </CurrencyCode>
      {!disabled && onClick && <ExpandMoreIcon fontSize="small" aria-hidden />}
    </Chip>
  );
}
