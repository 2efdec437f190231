import { maxLength, required, TextInput } from 'react-admin';

/** The text a moderation decision needs said (a reason, a message to the person), typed in its dialog. */
export function DialogTextInput({
  source,
  label,
  minRows,
  max,
}: {
  source: string;
  label: string;
  minRows: number;
  /** The longest text the API keeps, where it sets one. */
  max?: number;
}) {
  return (
    <TextInput
      source={source}
      label={label}
      multiline
      minRows={minRows}
      fullWidth
      validate={max === undefined ? required() : [required(), maxLength(max)]}
    />
  );
}
