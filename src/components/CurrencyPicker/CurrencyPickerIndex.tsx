import { memo, useMemo } from 'react';
import { styled } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { currencyPickerMessages } from './CurrencyPicker.messages.ts';

// Plain buttons styled once through the column: 27 MUI buttons would cost the popup's opening.
const Column = styled('nav')(({ theme }) => {
  const palette = (theme.vars ?? theme).palette;
  return {
    flexShrink: 0,
    display: 'flex',
    flexDirection: 'column',
    overflowY: 'auto',
    // Centred by auto margins, not justify-content: on a short screen the column scrolls from A instead of cutting it off.
    '& > :first-of-type': { marginTop: 'auto' },
    '& > :last-of-type': { marginBottom: 'auto' },
    padding: theme.spacing(1, 0.5, 1, 0),
    '& button': {
      all: 'unset',
      flexShrink: 0,
      minWidth: 28,
      minHeight: 20,
      textAlign: 'center',
      cursor: 'pointer',
      borderRadius: theme.shape.borderRadius,
      fontFamily: theme.typography.fontFamily,
      fontSize: theme.typography.caption.fontSize,
      fontWeight: 600,
      color: palette.primary.main,
      '&:hover': { backgroundColor: palette.action.hover },
      '&:focus-visible': { ...theme.custom.focusRing, outlineOffset: 0 },
    },
  };
});

interface CurrencyPickerIndexProps {
  letters: ReadonlyArray<{ letter: string; rowIndex: number }>;
  onJump: (rowIndex: number) => void;
}

/** The letter column beside the list; a letter scrolls the list to its section. */
export const CurrencyPickerIndex = memo(function CurrencyPickerIndex({
  letters,
  onJump,
}: CurrencyPickerIndexProps) {
  const intl = useIntl();
  // Most keystrokes keep the same letters: their labels are not formatted again.
  const letterString = letters.map(({ letter }) => letter).join('');
  const labels = useMemo(
    () => Array.from(letterString, (letter) => intl.formatMessage(currencyPickerMessages.jumpTo, { letter })),
    [letterString, intl],
  );
  if (letters.length < 2) return null;
  return (
    <Column aria-label={intl.formatMessage(currencyPickerMessages.index)}>
      {letters.map(({ letter, rowIndex }, position) => (
        <button key={letter} type="button" aria-label={labels[position]} onClick={() => onJump(rowIndex)}>
          {letter}
        </button>
      ))}
    </Column>
  );
});
