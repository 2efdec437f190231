import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';
import { SelectField } from '@/components/select-field';
import { useForm } from '@/lib/forms';
import { MONTH_OPTIONS } from '@/lib/format';
import { lastDonationStepForm, toLastDonationDate } from '@app/domain';

/** Step 4: the month and year of the last donation, or never donated (sent as null). */
export function LastDonationStep({
  onDone,
  submitting = false,
  now = () => new Date(),
}: {
  onDone: (lastDonationDate: string | null) => void;
  submitting?: boolean;
  now?: () => Date;
}) {
  const form = useForm({ month: '', year: '', never: false });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (form.values.never) {
      form.setErrors({});
      onDone(null);
      return;
    }
    const data = form.check(lastDonationStepForm(now()));
    if (data) onDone(toLastDonationDate(data.month, data.year));
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        When did you last donate blood?
      </Typography>
      <Box sx={{ display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { sm: '1fr 1fr' } }}>
        <SelectField
          label="Month"
          placeholder="Select month"
          options={MONTH_OPTIONS}
          disabled={form.values.never}
          {...form.field('month')}
        />
        <TextField
          label="Year"
          inputMode="numeric"
          placeholder="YYYY"
          disabled={form.values.never}
          {...form.field('year')}
          slotProps={{ htmlInput: { maxLength: 4, inputMode: 'numeric' } }}
        />
      </Box>
      <FormControlLabel
        control={
          <Checkbox
            name="never"
            checked={form.values.never}
            onChange={(event) => {
              form.setValue('never', event.target.checked);
              form.setErrors({});
            }}
          />
        }
        label="I have never donated blood"
      />
      <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 2 }} disabled={submitting}>
        Submit
      </Button>
    </Box>
  );
}
