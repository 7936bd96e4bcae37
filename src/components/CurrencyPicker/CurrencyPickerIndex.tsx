import ButtonBase from '@mui/material/ButtonBase';
import Box from '@mui/material/Box';
import { useIntl } from 'react-intl';
import { currencyPickerMessages } from './CurrencyPicker.messages.ts';

interface CurrencyPickerIndexProps {
  letters: ReadonlyArray<{ letter: string; rowIndex: number }>;
  onJump: (rowIndex: number) => void;
}

/** The letter column beside the list; a letter scrolls the list to its section. */
export function CurrencyPickerIndex({ letters, onJump }: CurrencyPickerIndexProps) {
  const intl = useIntl();
  if (letters.length < 2) return null;
  return (
    <Box
      component="nav"
      aria-label={intl.formatMessage(currencyPickerMessages.index)}
      sx={{
        flexShrink: 0,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        overflowY: 'auto',
        py: 1,
        pr: 0.5,
      }}
    >
      {letters.map(({ letter, rowIndex }) => (
        <ButtonBase
          key={letter}
          aria-label={intl.formatMessage(currencyPickerMessages.jumpTo, { letter })}
          onClick={() => onJump(rowIndex)}
          sx={{
            minWidth: 28,
            minHeight: 20,
            flexShrink: 0,
            borderRadius: 1,
            fontSize: 'caption.fontSize',
            fontWeight: 600,
            color: 'primary.main',
            '&.Mui-focusVisible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main' },
          }}
        >
          {letter}
        </ButtonBase>
      ))}
    </Box>
  );
}
