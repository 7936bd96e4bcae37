import { useId } from 'react';
import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { visuallyHidden } from '@mui/utils';
import { useIntl } from 'react-intl';
import { amountInputMessages } from './AmountInput.messages.ts';
import { AmountInputCurrency, type AmountCurrency } from './AmountInputCurrency.tsx';
import { useTypedAmount } from './useTypedAmount.ts';
import { amountFontSizeStep, amountFontSizesOf } from './amountFontSize.ts';

export interface AmountInputProps {
  /** Which label to show: 'pay' → You Pay, 'get' → You get (estimate). */
  side: 'pay' | 'get';
  /** The amount as a plain decimal string ('' when empty). */
  value: string;
  /** Fraction digits kept while typing (the token's decimals); extra digits are cut, never rounded. */
  decimals?: number;
  currency?: AmountCurrency;
  /** Read-only amount (it came from the link); shows a lock. */
  locked?: boolean;
  /** The currency cannot be changed (it came from the link). */
  currencyLocked?: boolean;
  disabled?: boolean;
  /** This side is being quoted: the amount shows as a skeleton. */
  loading?: boolean;
  /** A translated message shown under the input. */
  error?: string;
  id?: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  onCurrencyClick?: () => void;
}

export function AmountInput({
  side,
  value,
  decimals = 8,
  currency,
  locked = false,
  currencyLocked = false,
  disabled = false,
  loading = false,
  error,
  id,
  onChange,
  onBlur,
  onCurrencyClick,
}: AmountInputProps) {
  const intl = useIntl();
  const theme = useTheme();
  const generatedId = useId();
  const inputId = id ?? `amount-${generatedId}`;
  const errorId = `${inputId}-error`;
  const lockId = `${inputId}-lock`;
  const { handleText, refusal } = useTypedAmount(decimals, (next) => next !== value && onChange(next));
  const shownError = refusal ?? error;
  const fontSizes = amountFontSizesOf(theme);
  const fontSize = fontSizes[amountFontSizeStep(value.length)];
  const describedBy = [locked ? lockId : undefined, shownError ? errorId : undefined]
    .filter(Boolean)
    .join(' ');

  return (
    <Box>
      <Box
        sx={{
          px: 2,
          py: 1.5,
          borderRadius: 2,
          border: 1,
          borderColor: shownError ? 'error.main' : 'divider',
          bgcolor: disabled ? 'action.disabledBackground' : 'background.paper',
          // The amount field shows keyboard focus as a ring round its box (its input has no border of its own).
          '&:has(input:focus-visible)': (t) => ({ ...t.custom.focusRing, outlineOffset: -1 }),
        }}
      >
        <Typography component="label" htmlFor={inputId} variant="body2" sx={{ color: 'text.secondary' }}>
          {intl.formatMessage(side === 'pay' ? amountInputMessages.payLabel : amountInputMessages.getLabel)}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Box
            sx={{
              position: 'relative',
              flex: 1,
              minWidth: 0,
              height: fontSizes.normal,
              minHeight: (t) => t.custom.touchTarget,
            }}
          >
            <InputBase
              id={inputId}
              value={loading ? '' : value}
              onChange={(event) => handleText(event.target.value)}
              onBlur={onBlur}
              readOnly={locked || loading}
              disabled={disabled}
              placeholder={loading ? undefined : '0'}
              fullWidth
              slotProps={{
                input: {
                  inputMode: 'decimal',
                  autoComplete: 'off',
                  'aria-invalid': shownError ? true : undefined,
                  'aria-describedby': describedBy || undefined,
                  'aria-busy': loading || undefined,
                },
              }}
              sx={{
                height: '100%',
                fontSize,
                fontWeight: 600,
                '& input': { p: 0, textOverflow: 'ellipsis' },
              }}
            />
            {loading && (
              <Box
                role="status"
                sx={{
                  position: 'absolute',
                  inset: 0,
                  display: 'flex',
                  alignItems: 'center',
                  pointerEvents: 'none',
                }}
              >
                <Skeleton variant="rounded" width="60%" height="70%" aria-hidden />
                <Box component="span" sx={visuallyHidden}>
                  {intl.formatMessage(amountInputMessages.loading)}
                </Box>
              </Box>
            )}
          </Box>
          {locked && (
            <LockOutlinedIcon
              id={lockId}
              fontSize="small"
              titleAccess={intl.formatMessage(amountInputMessages.locked)}
              sx={{ color: 'text.secondary' }}
            />
          )}
          <AmountInputCurrency
            currency={currency}
            disabled={disabled || currencyLocked}
            onClick={onCurrencyClick}
          />
        </Box>
      </Box>
      <Box aria-live="polite">
        {shownError && (
          <Typography
            id={errorId}
            variant="caption"
            component="p"
            sx={{ color: 'error.main', mt: 0.5, px: 0.5 }}
          >
            {shownError}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
