import { useId } from 'react';
import InputBase from '@mui/material/InputBase';
import Skeleton from '@mui/material/Skeleton';
import { styled } from '@mui/material/styles';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { visuallyHidden } from '@mui/utils';
import { useIntl } from 'react-intl';
import { sxOnce, textOnce } from '../../../theme/sxOnce.ts';
import { amountInputMessages } from './AmountInput.messages.ts';
import { AmountInputCurrency, type AmountCurrency } from './AmountInputCurrency.tsx';
import { useTypedAmount } from './useTypedAmount.ts';
import { amountFontSizeStep, amountFontSizesOf, type AmountFontSizes } from './amountFontSize.ts';

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

// Styled once per theme (theme/sxOnce.ts), not per render: the quote screen renders two of these.
const Field = styled('div')<{ ownerState: { invalid: boolean; disabled: boolean } }>(
  sxOnce(
    {
      px: 2,
      py: 1.5,
      borderRadius: 2,
      border: 1,
      borderColor: 'divider',
      bgcolor: 'background.paper',
      // The amount field shows keyboard focus as a ring round its box (its input has no border of its own).
      '&:has(input:focus-visible)': (t) => ({ ...t.custom.focusRing, outlineOffset: -1 }),
    },
    [
      { when: { invalid: true }, sx: { borderColor: 'error.main' } },
      { when: { disabled: true }, sx: { bgcolor: 'action.disabledBackground' } },
    ],
  ),
);
const Label = styled('label')(textOnce('body2', { color: 'text.secondary' }));
const Row = styled('div')(sxOnce({ display: 'flex', alignItems: 'center', gap: 1 }));
const AmountBox = styled('div')(
  sxOnce({
    position: 'relative',
    flex: 1,
    minWidth: 0,
    height: (t) => amountFontSizesOf(t).normal,
    minHeight: (t) => t.custom.touchTarget,
  }),
);
const fontSizeVariant = (size: keyof AmountFontSizes) => ({
  when: { step: size },
  sx: { fontSize: (t: Parameters<typeof amountFontSizesOf>[0]) => amountFontSizesOf(t)[size] },
});
const Amount = styled(InputBase)<{ ownerState: { step: keyof AmountFontSizes } }>(
  sxOnce({ height: '100%', fontWeight: 600, '& input': { p: 0, textOverflow: 'ellipsis' } }, [
    fontSizeVariant('normal'),
    fontSizeVariant('medium'),
    fontSizeVariant('small'),
  ]),
);
const LoadingAmount = styled('div')(
  sxOnce({ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', pointerEvents: 'none' }),
);
const ErrorText = styled('p')(textOnce('caption', { color: 'error.main', mt: 0.5, px: 0.5 }));
const lockSx = { color: 'text.secondary' } as const;

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
  const generatedId = useId();
  const inputId = id ?? `amount-${generatedId}`;
  const errorId = `${inputId}-error`;
  const lockId = `${inputId}-lock`;
  const { handleText, refusal } = useTypedAmount(decimals, (next) => next !== value && onChange(next));
  const shownError = refusal ?? error;
  const describedBy = [locked ? lockId : undefined, shownError ? errorId : undefined]
    .filter(Boolean)
    .join(' ');

  return (
    <div>
      <Field ownerState={{ invalid: Boolean(shownError), disabled }}>
        <Label htmlFor={inputId}>
          {intl.formatMessage(side === 'pay' ? amountInputMessages.payLabel : amountInputMessages.getLabel)}
        </Label>
        <Row>
          <AmountBox>
            <Amount
              id={inputId}
              // What was typed into the pre-rendered page's field comes to this one by its name (src/platform/typedAhead.ts).
              name={`${side}Amount`}
              value={loading ? '' : value}
              onChange={(event) => handleText(event.target.value)}
              onBlur={onBlur}
              readOnly={locked || loading}
              disabled={disabled}
              placeholder={loading ? undefined : '0'}
              fullWidth
              ownerState={{ step: amountFontSizeStep(value.length) }}
              slotProps={{
                input: {
                  inputMode: 'decimal',
                  autoComplete: 'off',
                  'aria-invalid': shownError ? true : undefined,
                  'aria-describedby': describedBy || undefined,
                  'aria-busy': loading || undefined,
                },
              }}
            />
            {loading && (
              <LoadingAmount role="status">
                <Skeleton variant="rounded" width="60%" height="70%" aria-hidden />
                <span style={visuallyHidden}>{intl.formatMessage(amountInputMessages.loading)}</span>
              </LoadingAmount>
            )}
          </AmountBox>
          {locked && (
            <LockOutlinedIcon
              id={lockId}
              fontSize="small"
              titleAccess={intl.formatMessage(amountInputMessages.locked)}
              sx={lockSx}
            />
          )}
          <AmountInputCurrency
            currency={currency}
            disabled={disabled || currencyLocked}
            onClick={onCurrencyClick}
          />
        </Row>
      </Field>
      <div aria-live="polite">{shownError && <ErrorText id={errorId}>{shownError}</ErrorText>}</div>
    </div>
  );
}
