import { memo } from 'react';
import type { CSSObject, Theme } from '@mui/material/styles';
import { useIntl, type IntlShape } from 'react-intl';
import { currencyPickerMessages } from './CurrencyPicker.messages.ts';

const COLUMN = 'CurrencyPickerIndex-column';

/**
 * The column's styles, set once in the list's global sheet: the column re-renders on every keystroke that
 * changes the letters, and a styled element would serialise its styles again each time. Plain buttons
 * styled through the column: 27 MUI buttons would cost the popup's opening.
 */
export function currencyPickerIndexStyles(theme: Theme): CSSObject {
  const palette = (theme.vars ?? theme).palette;
  return {
    [`.${COLUMN}`]: {
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
    },
  };
}

const jumpLabels = new WeakMap<IntlShape, Map<string, string>>();

/** Each letter's label is formatted once per locale, not again for each result that lists the letter. */
function jumpLabel(intl: IntlShape, letter: string): string {
  let labels = jumpLabels.get(intl);
  if (!labels) jumpLabels.set(intl, (labels = new Map()));
  let label = labels.get(letter);
  if (label === undefined) {
    label = intl.formatMessage(currencyPickerMessages.jumpTo, { letter });
    labels.set(letter, label);
  }
  return label;
}

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
  if (letters.length < 2) return null;
  return (
    <nav className={COLUMN} aria-label={intl.formatMessage(currencyPickerMessages.index)}>
      {letters.map(({ letter, rowIndex }) => (
        <button
          key={letter}
          type="button"
          aria-label={jumpLabel(intl, letter)}
          onClick={() => onJump(rowIndex)}
        >
          {letter}
        </button>
      ))}
    </nav>
  );
});
