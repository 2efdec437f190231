import { useCallback, useMemo, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { localiseFieldMessages } from './localised-messages';

export type FieldErrors = Record<string, string>;

/** The first message per field (the first path segment), as the screens show one message under each input. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : '_form';
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

export type ValidationResult<T> = { success: true; data: T } | { success: false; errors: FieldErrors };

export function validate<S extends z.ZodType>(schema: S, values: unknown): ValidationResult<z.output<S>> {
  const result = schema.safeParse(values);
  return result.success ? { success: true, data: result.data } : { success: false, errors: fieldErrors(result.error) };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Values = Record<string, any>;

/**
 * Form state checked by a shared schema on submit; a field's message clears as soon as it is edited.
 * Server field errors (`errors` of a 400/409) can be merged in with setErrors.
 * The schemas' messages are English; `errors` gives them in the current language (and follows a language switch).
 */
export function useForm<V extends Values>(initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [englishErrors, setErrors] = useState<FieldErrors>({});
  const { i18n } = useTranslation();
  const errors = useMemo(
    () => localiseFieldMessages(englishErrors),
    [englishErrors, i18n.language], // the language changes the texts
  );

  const setValue = useCallback(<K extends keyof V>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!(name in current)) return current;
      const next = { ...current };
      delete next[name as string];
      return next;
    });
  }, []);

  const onChange = useCallback(
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const { name, value, type } = event.target;
      const checked = (event.target as HTMLInputElement).checked;
      setValue(name as keyof V, (type === 'checkbox' ? checked : value) as V[keyof V]);
    },
    [setValue],
  );

  const check = useCallback(
    <S extends z.ZodType>(schema: S, input: unknown = values): z.output<S> | null => {
      const result = validate(schema, input);
      if (result.success) {
        setErrors({});
        return result.data;
      }
      setErrors(result.errors);
      return null;
    },
    [values],
  );

  /** Props for a MUI TextField bound to one field. */
  const field = (name: keyof V & string) => ({
    name,
    id: name,
    value: (values[name] ?? '') as string,
    onChange,
    error: Boolean(errors[name]),
    helperText: errors[name] ?? ' ',
  });

  /** Props for a field that reports its value rather than an event (DateField). */
  const valueField = (name: keyof V & string) => ({
    id: name,
    value: (values[name] ?? '') as string,
    onChange: (value: string) => setValue(name, value as V[typeof name]),
    error: Boolean(errors[name]),
    helperText: errors[name] ?? ' ',
  });

  return { values, setValues, setValue, errors, setErrors, onChange, check, field, valueField };
}
