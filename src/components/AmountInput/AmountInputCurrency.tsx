import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useIntl } from 'react-intl';
import { amountInputMessages } from './AmountInput.messages.ts';

export interface AmountCurrency {
  symbol: string;
  logo?: string;
}

interface AmountInputCurrencyProps {
  currency?: AmountCurrency;
  disabled?: boolean;
  onClick?: () => void;
}

/** The chip beside the amount: logo, symbol and a chevron; it opens the currency picker. */
export function AmountInputCurrency({ currency, disabled, onClick }: AmountInputCurrencyProps) {
  const intl = useIntl();
  const label = currency
    ? intl.formatMessage(amountInputMessages.changeCurrency, { symbol: currency.symbol })
    : intl.formatMessage(amountInputMessages.selectCurrency);
  return (
    <ButtonBase
      onClick={onClick}
      disabled={disabled || !onClick}
      aria-label={label}
      aria-haspopup="dialog"
      sx={{
        flexShrink: 0,
        minHeight: (t) => t.custom.touchTarget,
        gap: 0.75,
        pl: 1,
        pr: 0.5,
        borderRadius: 999,
        bgcolor: 'action.hover',
        color: 'text.primary',
      }}
    >
      {currency?.logo && (
        <img src={currency.logo} alt="" width={24} height={24} style={{ borderRadius: '50%' }} />
      )}
      <Typography component="span" sx={{ fontWeight: 600 }}>
        {currency?.symbol ?? intl.formatMessage(amountInputMessages.selectCurrency)}
      </Typography>
      {!disabled && onClick && <ExpandMoreIcon fontSize="small" aria-hidden />}
    </ButtonBase>
  );
}
