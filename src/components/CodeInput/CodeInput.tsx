import { useEffect, useId, useRef, useState, type ChangeEvent, type SyntheticEvent } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { keyframes, styled } from '@mui/material/styles';
import { useIntl } from 'react-intl';
import { codeInputMessages } from './CodeInput.messages.ts';
import { sanitizeCode } from './sanitizeCode.ts';

export interface CodeInputProps {
  /** The digits typed so far. */
  value: string;
  onChange: (value: string) => void;
  /** How many digits the code has. */
  length?: number;
  /** The field's label; default 'Verification code'. */
  label?: string;
  /** A translated message shown under the field. */
  error?: string;
  disabled?: boolean;
  /** The code is being checked. */
  busy?: boolean;
  /** Puts the cursor in the field when it appears (the page exists to type this code). */
  focusOnMount?: boolean;
  id?: string;
}

const blink = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0; }
`;

/**
 * One real input laid over the digit boxes: the phone's keyboard, its one-time-code suggestion, paste
 * and screen readers all meet a single ordinary field; the boxes only draw its value.
 */
const Field = styled('input')({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  padding: 0,
  margin: 0,
  border: 0,
  outline: 'none',
  background: 'transparent',
  color: 'transparent',
  caretColor: 'transparent',
  // 16 px keeps iOS from zooming into the field.
  fontSize: 16,
  letterSpacing: '1em',
  cursor: 'text',
  '&::selection': { background: 'transparent' },
  '&:disabled': { cursor: 'default' },
});

const Slot = styled('div')(({ theme }) => {
  const palette = (theme.vars ?? theme).palette;
  return {
    position: 'relative',
    height: 56,
    minWidth: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: theme.custom.radius.small,
    border: `1px solid ${palette.divider}`,
    backgroundColor: palette.background.paper,
    fontSize: 24,
    fontWeight: theme.typography.fontWeightBold,
    fontVariantNumeric: 'tabular-nums',
    color: palette.text.primary,
    '&[data-active="true"]': theme.custom.selectedOutline,
    '&[data-invalid="true"]': { borderColor: palette.error.main },
    '&[data-disabled="true"]': {
      backgroundColor: palette.action.disabledBackground,
      color: palette.text.disabled,
    },
  };
});

const Caret = styled('span')(({ theme }) => ({
  width: 2,
  height: 28,
  backgroundColor: (theme.vars ?? theme).palette.text.primary,
  animation: `${blink} 1s step-end infinite`,
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
}));

/** A one-time code field: one numeric input (one-time-code autofill, paste) drawn as a box per digit. */
export function CodeInput({
  value,
  onChange,
  length = 6,
  label,
  error,
  disabled = false,
  busy = false,
  focusOnMount = false,
  id,
}: CodeInputProps) {
  const intl = useIntl();
  const generatedId = useId();
  const inputId = id ?? `code-${generatedId}`;
  const errorId = `${inputId}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    if (focusOnMount) inputRef.current?.focus();
  }, [focusOnMount]);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = sanitizeCode(event.target.value, length);
    if (next !== value) onChange(next);
  };

  // The boxes fill from the left: a cursor placed inside the digits moves after the last one (a selection,
  // e.g. select-all to retype, is left alone).
  const keepCursorAtEnd = (event: SyntheticEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const end = input.value.length;
    if (input.selectionStart === input.selectionEnd && input.selectionStart !== end)
      input.setSelectionRange(end, end);
  };

  const activeIndex = Math.min(value.length, length - 1);

  return (
    <Box>
      <Typography
        component="label"
        htmlFor={inputId}
        variant="body2"
        sx={{ display: 'block', mb: 1, color: 'text.secondary' }}
      >
        {label ?? intl.formatMessage(codeInputMessages.label)}
      </Typography>
      <Box
        sx={{
          position: 'relative',
          display: 'grid',
          gridTemplateColumns: `repeat(${length}, minmax(0, 1fr))`,
          gap: 1,
        }}
      >
        {Array.from({ length }, (_, index) => (
          <Slot
            key={index}
            aria-hidden
            data-active={focused && index === activeIndex && !disabled}
            data-invalid={Boolean(error)}
            data-disabled={disabled}
          >
            {value[index] ?? (focused && index === activeIndex && !disabled && <Caret />)}
          </Slot>
        ))}
        <Field
          ref={inputRef}
          id={inputId}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          spellCheck={false}
          value={value}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          aria-busy={busy || undefined}
          onChange={handleChange}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          onSelect={keepCursorAtEnd}
        />
      </Box>
      <Box aria-live="polite">
        {error && (
          <Typography
            id={errorId}
            variant="caption"
            component="p"
            sx={{ color: 'error.main', mt: 0.75, px: 0.5 }}
          >
            {error}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
