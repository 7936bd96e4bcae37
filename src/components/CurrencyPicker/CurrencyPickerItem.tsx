import { memo, type KeyboardEvent, type Ref } from 'react';
import type { CSSObject, Theme } from '@mui/material/styles';
import CheckIcon from '@mui/icons-material/Check';
import { useIntl } from 'react-intl';
import { currencyPickerMessages } from './CurrencyPicker.messages.ts';
import { ITEM_HEIGHT, displayName, displaySymbol, type CurrencyOption } from './currencyRows.ts';

const cls = {
  row: 'CurrencyPickerItem-row',
  logo: 'CurrencyPickerItem-logo',
  text: 'CurrencyPickerItem-text',
  symbol: 'CurrencyPickerItem-symbol',
  badge: 'CurrencyPickerItem-badge',
  name: 'CurrencyPickerItem-name',
  check: 'CurrencyPickerItem-check',
};

/**
 * The rows' styles, set once on the list that holds them: rows are plain elements with class names, so
 * rendering a row costs no style work (rows change on every keystroke and scroll frame).
 */
export function currencyPickerItemStyles(theme: Theme): CSSObject {
  const palette = (theme.vars ?? theme).palette;
  return {
    [`& .${cls.row}`]: {
      // Only the button defaults that show; `all: unset` would make every row restyle all properties.
      border: 0,
      margin: 0,
      background: 'none',
      textAlign: 'start',
      outline: 'none',
      boxSizing: 'border-box',
      width: '100%',
      height: ITEM_HEIGHT,
      display: 'flex',
      alignItems: 'center',
      gap: theme.spacing(1.5),
      padding: theme.spacing(0, 2),
      cursor: 'pointer',
      color: palette.text.primary,
      fontFamily: theme.typography.fontFamily,
      fontSize: theme.typography.body1.fontSize,
      '&:hover': { backgroundColor: palette.action.hover },
      '&:focus-visible': {
        ...theme.custom.focusRing,
        backgroundColor: palette.action.hover,
        outlineOffset: -2,
      },
      '&[aria-current="true"]': { backgroundColor: palette.action.selected },
    },
    [`& .${cls.logo}`]: {
      width: 32,
      height: 32,
      flexShrink: 0,
      borderRadius: '50%',
      overflow: 'hidden',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      backgroundColor: palette.action.hover,
      fontWeight: 600,
    },
    [`& .${cls.text}`]: { minWidth: 0, flex: 1, display: 'flex', flexDirection: 'column' },
    [`& .${cls.symbol}`]: { display: 'flex', alignItems: 'center', gap: theme.spacing(1), fontWeight: 600 },
    [`& .${cls.badge}`]: {
      flexShrink: 0,
      padding: theme.spacing(0, 0.75),
      borderRadius: theme.shape.borderRadius,
      border: `1px solid ${palette.divider}`,
      color: palette.text.secondary,
      fontSize: theme.typography.caption.fontSize,
      fontWeight: 400,
      lineHeight: '20px',
    },
    [`& .${cls.name}`]: {
      color: palette.text.secondary,
      fontSize: theme.typography.body2.fontSize,
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
    },
    [`& .${cls.check}`]: { flexShrink: 0, color: palette.primary.main },
  };
}

interface CurrencyPickerItemProps {
  item: CurrencyOption;
  index: number;
  selected: boolean;
  onSelect: (item: CurrencyOption) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>, index: number) => void;
  ref?: Ref<HTMLButtonElement>;
}

function CurrencyPickerItemInner({
  item,
  index,
  selected,
  onSelect,
  onKeyDown,
  ref,
}: CurrencyPickerItemProps) {
  const intl = useIntl();
  const symbol = displaySymbol(item);
  return (
    <button
      type="button"
      ref={ref}
      className={cls.row}
      data-index={index}
      data-currency={item.id}
      aria-current={selected || undefined}
      onClick={() => onSelect(item)}
      onKeyDown={(event) => onKeyDown(event, index)}
    >
      <span className={cls.logo} aria-hidden>
        {item.logo ? <img src={item.logo} alt="" width={32} height={32} loading="lazy" /> : symbol.charAt(0)}
      </span>
      <span className={cls.text}>
        <span className={cls.symbol}>
          {symbol}
          {item.network && <span className={cls.badge}>{item.network}</span>}
        </span>
        <span className={cls.name}>{displayName(item)}</span>
      </span>
      {selected && (
        <CheckIcon className={cls.check} titleAccess={intl.formatMessage(currencyPickerMessages.selected)} />
      )}
    </button>
  );
}

/** One currency row: logo, symbol, name, network badge and the check mark when chosen. */
export const CurrencyPickerItem = memo(CurrencyPickerItemInner);
