import TextField, { type TextFieldProps } from '@mui/material/TextField';

export interface Option {
  value: string;
  label: string;
}

/** A labelled native select: keyboard- and screen-reader-friendly on every device. */
export function SelectField({
  options,
  placeholder = 'Select',
  ...props
}: TextFieldProps & { options: readonly Option[]; placeholder?: string }) {
  return (
    <TextField
      select
      {...props}
      slotProps={{ ...props.slotProps, select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
