import type { KeyboardEvent, Ref } from 'react';
import ButtonBase from '@mui/material/ButtonBase';
import Skeleton from '@mui/material/Skeleton';
import { styled } from '@mui/material/styles';
import { unstable_memoTheme as memoTheme } from '@mui/material/utils';

export interface PaymentMethodOption {
  id: string;
  /** The method's name as the gateway gives it, e.g. 'Visa / Mastercard'. */
  name: string;
  icon?: string;
  /** The method's total fee (processing plus network), shown rounded to 2 decimals. */
  fee?: number | string;
  feeCurrency?: string;
}

const ICON_HEIGHT = 24;
/** Of names and fees alike, in any script (a Chinese face's own is taller than Roboto's). */
const LINE_HEIGHT = 1.2;

// The styles are made once per theme (memoTheme), not at each render of each tile.
const Tile = styled(ButtonBase)(
  memoTheme(({ theme }) => {
    const palette = (theme.vars ?? theme).palette;
    return {
      minHeight: 76,
      padding: theme.spacing(1),
      display: 'flex',
      flexDirection: 'column',
      gap: theme.spacing(0.5),
      borderRadius: theme.shape.borderRadius,
      border: `1px solid ${palette.divider}`,
      backgroundColor: palette.background.paper,
      color: palette.text.primary,
      fontFamily: theme.typography.fontFamily,
      textAlign: 'center',
      '&[aria-checked="true"]': theme.custom.selectedOutline,
      '&.Mui-disabled': { opacity: 0.5 },
    };
  }),
);

/**
 * Two lines kept for every name, so the tiles of a grid are one height whatever their names (and the
 * placeholders of the loading grid that height too); a name that wraps is cut into lines of like length
 * ("Credit or / debit card", not a word or a character alone on the second line).
 */
const Name = styled('span')(
  memoTheme(({ theme }) => ({
    fontSize: theme.typography.body2.fontSize,
    fontWeight: theme.typography.fontWeightMedium,
    lineHeight: LINE_HEIGHT,
    minHeight: `${2 * LINE_HEIGHT}em`,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    textWrap: 'balance',
  })),
);

const Fee = styled('span')(
  memoTheme(({ theme }) => ({
    fontSize: theme.typography.caption.fontSize,
    color: (theme.vars ?? theme).palette.text.secondary,
    lineHeight: LINE_HEIGHT,
    textWrap: 'balance',
  })),
);

/**
 * A tile's outline while the methods load, as tall as a tile with a fee (its icon, two lines of name, a
 * fee line, laid out by the same styles): the methods arriving move nothing below the grid.
 */
export function PaymentMethodGridItemPlaceholder() {
  return (
    <Skeleton variant="rounded" sx={{ maxWidth: 'none' }}>
      <Tile as="div" aria-hidden>
        <span style={{ height: ICON_HEIGHT }} />
        <Name>&nbsp;</Name>
        <Fee>&nbsp;</Fee>
      </Tile>
    </Skeleton>
  );
}

interface PaymentMethodGridItemProps {
  method: PaymentMethodOption;
  checked: boolean;
  focusable: boolean;
  disabled: boolean;
  /** The formatted fee line, or undefined when fees are not shown. */
  feeText?: string;
  onSelect: (id: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  ref?: Ref<HTMLButtonElement>;
}

/** One method: icon, name and, when there is a choice, its fee. A radio of the grid's radiogroup. */
export function PaymentMethodGridItem({
  method,
  checked,
  focusable,
  disabled,
  feeText,
  onSelect,
  onKeyDown,
  ref,
}: PaymentMethodGridItemProps) {
  return (
    <Tile
      ref={ref}
      role="radio"
      aria-checked={checked}
      tabIndex={focusable ? 0 : -1}
      disabled={disabled}
      data-method={method.id}
      onClick={() => onSelect(method.id)}
      onKeyDown={onKeyDown}
    >
      {method.icon && (
        <img
          src={method.icon}
          alt=""
          height={ICON_HEIGHT}
          style={{ maxWidth: '100%', objectFit: 'contain' }}
        />
      )}
      <Name>{method.name}</Name>
      {feeText && <Fee>{feeText}</Fee>}
    </Tile>
  );
}
