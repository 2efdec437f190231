import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import { useEffect, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { datePartOrder, knownDatePartOrder, monthOptions } from '@/lib/format-date';

type Parts = { day: string; month: string; year: string; hour: string; minute: string };

const EMPTY: Parts = { day: '', month: '', year: '', hour: '', minute: '' };
const VALUE = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/;

/** "2026-11-28" or "2026-11-28T10:00" into its parts; anything else (an empty field) into empty parts. */
const split = (value: string): Parts => {
  const match = VALUE.exec(value);
  if (!match) return EMPTY;
  const [, year = '', month = '', day = '', hour = '', minute = ''] = match;
  return { day, month, year, hour, minute };
};

const pad = (figure: string) => (/^\d$/.test(figure) ? `0${figure}` : figure);

/**
 * The parts back into the value the form held with a native input ("YYYY-MM-DD", "YYYY-MM-DDTHH:mm"): nothing while
 * every part is empty; a half-filled date still gives a (malformed) value, so the form's own rule calls it invalid
 * rather than empty.
 */
export const joinDateParts = (parts: Parts, withTime: boolean): string => {
  const used = withTime ? Object.values(parts) : [parts.day, parts.month, parts.year];
  if (used.every((part) => part.trim() === '')) return '';
  const day = `${parts.year.trim()}-${parts.month}-${pad(parts.day.trim())}`;
  return withTime ? `${day}T${pad(parts.hour.trim())}:${pad(parts.minute.trim())}` : day;
};

const digitsOnly = (text: string) => text.replace(/\D/g, '');

const DAY_FIRST: ReturnType<typeof datePartOrder> = ['day', 'month', 'year'];

/**
 * The language's order of the fields, found once the field is on screen: finding it builds the page's first Intl
 * formatter, which loads the locale's data, a long task on a slow phone while it draws. Until then (never for long)
 * the day comes first, as Nigeria writes dates.
 */
function useDatePartOrder(language: string) {
  const [order, setOrder] = useState(() => knownDatePartOrder(language) ?? DAY_FIRST);
  useEffect(() => {
    const found = datePartOrder(language);
    setOrder((current) => (current.join() === found.join() ? current : found));
  }, [language]);
  return knownDatePartOrder(language) ?? order;
}

/**
 * A date (and time) asked in the app's language, whatever the browser's: day, month by name and year, in the
 * language's order, each part labelled; hour and minute on the 24-hour clock when a time is asked. It holds the
 * same value a native date input did, and the form's domain rule judges it (past, future, a real date).
 */
export function DateField({
  id,
  label,
  value,
  onChange,
  withTime = false,
  error = false,
  helperText = ' ',
  size,
  margin = 'normal',
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  withTime?: boolean;
  error?: boolean;
  helperText?: string;
  size?: 'small' | 'medium';
  margin?: 'none' | 'dense' | 'normal';
}) {
  const { t, i18n } = useTranslation('common');
  const order = useDatePartOrder(i18n.language);
  const [parts, setParts] = useState<Parts>(() => split(value));
  const [held, setHeld] = useState(value);
  // A value set from outside ("Now!", a reset after saving) replaces what was typed.
  if (value !== held) {
    setHeld(value);
    if (value !== joinDateParts(parts, withTime)) setParts(split(value));
  }

  const change = (part: keyof Parts) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...parts, [part]: part === 'month' ? event.target.value : digitsOnly(event.target.value) };
    setParts(next);
    const joined = joinDateParts(next, withTime);
    setHeld(joined);
    onChange(joined);
  };

  const helperId = `${id}-helper`;
  const common = { size, error, margin: 'none' as const };
  const figures = (part: 'day' | 'year' | 'hour' | 'minute', length: number, width: string) => (
    <TextField
      key={part}
      {...common}
      id={`${id}-${part}`}
      name={`${id}-${part}`}
      label={t(`dates.input.${part}`)}
      value={parts[part]}
      onChange={change(part)}
      sx={{ width, flexShrink: 0 }}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { inputMode: 'numeric', maxLength: length, autoComplete: 'off', 'aria-describedby': helperId },
      }}
    />
  );
  const month = (
    <TextField
      key="month"
      {...common}
      select
      id={`${id}-month`}
      name={`${id}-month`}
      label={t('dates.input.month')}
      value={parts.month}
      onChange={change('month')}
      sx={{ flex: 1, minWidth: 0 }}
      slotProps={{
        select: { native: true },
        inputLabel: { shrink: true },
        htmlInput: { 'aria-describedby': helperId },
      }}
    >
      <option value="" />
      {monthOptions(i18n.language).map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
  const fields = { day: figures('day', 2, '4.25rem'), month, year: figures('year', 4, '5.25rem') };
  const clock = withTime && [figures('hour', 2, '4.25rem'), figures('minute', 2, '4.25rem')];

  return (
    <FormControl component="fieldset" id={id} error={error} margin={margin} fullWidth>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {label}
      </FormLabel>
      <Box sx={{ display: 'flex', gap: 1 }}>{order.map((part) => fields[part])}</Box>
      {clock && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 2 }}>
          {clock[0]}
          <span aria-hidden="true">:</span>
          {clock[1]}
        </Box>
      )}
      <FormHelperText id={helperId}>{helperText}</FormHelperText>
    </FormControl>
  );
}
