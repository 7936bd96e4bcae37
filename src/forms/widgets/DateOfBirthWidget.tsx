import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { WidgetProps } from '@rjsf/utils';
import { useIntl } from 'react-intl';
import { daysIn, isoOf, monthNames, partOrder, partsOf, type DatePart, type DateParts } from './dateParts.ts';
import { widgetMessages } from './widgets.messages.ts';
import { fieldOf, WidgetFieldset } from './widgetSupport.tsx';

/** The oldest age offered. */
const MAX_AGE = 120;

/**
 * 'ui:widget': 'dateOfBirth' — day, month (by name) and year, in the order and language of the buyer's
 * locale; only days of the calendar can be chosen, and only years of an adult (`ui:options.minAge`).
 * The value is 'YYYY-MM-DD' once the three make a real day, else empty (the field asks for it).
 */
export function DateOfBirthWidget(props: WidgetProps) {
  const { id, value, options, onChange } = props;
  const intl = useIntl();
  const field = fieldOf(props);
  const minAge = typeof options.minAge === 'number' ? options.minAge : 0;
  const order = useMemo(() => partOrder(intl.locale), [intl.locale]);
  const months = useMemo(() => monthNames(intl.locale), [intl.locale]);
  const [draft, setDraft] = useState<{ parts: DateParts; emitted: unknown }>({
    parts: partsOf(value),
    emitted: value,
  });
  // A value from outside (a saved draft, the gateway's data) replaces what was being picked.
  const parts = draft.emitted === value ? draft.parts : partsOf(value);

  const lastYear = new Date().getUTCFullYear() - minAge;
  const choices: Record<DatePart, Array<{ value: number; text: string }>> = {
    day: Array.from({ length: daysIn(parts.month, parts.year) }, (_, i) => ({
      value: i + 1,
      text: intl.formatNumber(i + 1),
    })),
    month: months.map((name, i) => ({ value: i + 1, text: name })),
    year: Array.from({ length: MAX_AGE - minAge + 1 }, (_, i) => ({
      value: lastYear - i,
      text: String(lastYear - i),
    })),
  };

  const change = (part: DatePart, picked: string) => {
    const next = { ...parts, [part]: picked ? Number(picked) : undefined };
    const iso = isoOf(next);
    setDraft({ parts: next, emitted: iso });
    onChange(iso);
  };

  return (
    <WidgetFieldset field={field} describesError tracksFocus>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: order.map((part) => (part === 'month' ? '1.6fr' : '1fr')).join(' '),
          gap: 1,
        }}
      >
        {order.map((part, index) => (
          <TextField
            key={part}
            select
            id={index === 0 ? id : `${id}-${part}`}
            name={`${id}-${part}`}
            label={intl.formatMessage(widgetMessages[part])}
            value={parts[part] ?? ''}
            error={field.error}
            disabled={field.disabled}
            onChange={(event) => change(part, event.target.value)}
            slotProps={{
              select: { native: true },
              inputLabel: { shrink: true },
              htmlInput: {
                autoComplete: part === 'day' ? 'bday-day' : part === 'month' ? 'bday-month' : 'bday-year',
              },
            }}
          >
            <option value="" />
            {choices[part].map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.text}
              </option>
            ))}
          </TextField>
        ))}
      </Box>
    </WidgetFieldset>
  );
}
