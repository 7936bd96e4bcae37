import { memo, type KeyboardEvent, type Ref } from 'react';
import ButtonBase from '@mui/material/ButtonBase';
import { styled } from '@mui/material/styles';
import CheckIcon from '@mui/icons-material/Check';
import { useIntl } from 'react-intl';
import { currencyPickerMessages } from './CurrencyPicker.messages.ts';
import { displayName, displaySymbol, type CurrencyOption } from './currencyRows.ts';

export const ITEM_HEIGHT = 56;

// Styled once rather than `sx` per row: rows re-render on every scroll frame.
const Row = styled(ButtonBase)(({ theme }) => ({
  width: '100%',
  height: ITEM_HEIGHT,
  justifyContent: 'flex-start',
  gap: theme.spacing(1.5),
  padding: theme.spacing(0, 2),
  textAlign: 'left',
  color: (theme.vars ?? theme).palette.text.primary,
  '&:hover, &.Mui-focusVisible': { backgroundColor: (theme.vars ?? theme).palette.action.hover },
  '&[aria-current="true"]': { backgroundColor: (theme.vars ?? theme).palette.action.selected },
}));

const Logo = styled('span')(({ theme }) => ({
  width: 32,
  height: 32,
  flexShrink: 0,
  borderRadius: '50%',
  overflow: 'hidden',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  backgroundColor: (theme.vars ?? theme).palette.action.hover,
  fontWeight: 600,
}));

const Badge = styled('span')(({ theme }) => ({
  flexShrink: 0,
  padding: theme.spacing(0, 0.75),
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
  color: (theme.vars ?? theme).palette.text.secondary,
  fontSize: theme.typography.caption.fontSize,
  lineHeight: '20px',
}));

const Text = styled('span')({ minWidth: 0, flex: 1, display: 'flex', flexDirection: 'column' });

const SymbolLine = styled('span')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  fontWeight: 600,
}));

const Name = styled('span')(({ theme }) => ({
  color: (theme.vars ?? theme).palette.text.secondary,
  fontSize: theme.typography.body2.fontSize,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
}));

interface CurrencyPickerItemProps {
  item: CurrencyOption;
  index: number;
  selected: boolean;
  onSelect: (item: CurrencyOption) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>, index: number) => void;
  ref?: Ref<HTMLButtonElement>;
}

function CurrencyPickerItemInner({ item, index, selected, onSelect, onKeyDown, ref }: CurrencyPickerItemProps) {
  const intl = useIntl();
  const symbol = displaySymbol(item);
  return (
    <Row
      ref={ref}
      data-index={index}
      aria-current={selected || undefined}
      onClick={() => onSelect(item)}
      onKeyDown={(event) => onKeyDown(event, index)}
    >
      <Logo aria-hidden>
        {item.logo ? <img src={item.logo} alt="" width={32} height={32} loading="lazy" /> : symbol.charAt(0)}
      </Logo>
      <Text>
        <SymbolLine>
          {symbol}
          {item.network && <Badge>{item.network}</Badge>}
        </SymbolLine>
        <Name>{displayName(item)}</Name>
      </Text>
      {selected && (
        <CheckIcon
          color="primary"
          titleAccess={intl.formatMessage(currencyPickerMessages.selected)}
          sx={{ flexShrink: 0 }}
        />
      )}
    </Row>
  );
}

/** One currency row: logo, symbol, name, network badge and the check mark when chosen. */
export const CurrencyPickerItem = memo(CurrencyPickerItemInner);
