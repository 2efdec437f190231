import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FormEvent } from 'react';
import { useStates } from '@/api/get-states';
import { PlaceSearchField, type PickedLocation } from '@/components/place-search-field';
import { SelectField } from '@/components/select-field';
import { useForm } from '@/lib/forms';
import { PROFILE_MESSAGES, locationForm } from '@app/domain';

export interface LocationValues {
  state_id: number;
  latitude: number;
  longitude: number;
  address: string;
}

type FormValues = { state_id: string; latitude: string; longitude: string; address: string };

/** A static coordinates panel: no map tiles are needed, the link opens a map when online. */
function CoordinatesPanel({ latitude, longitude }: { latitude: string; longitude: string }) {
  if (!latitude || !longitude) return null;
  const href = `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=15/${latitude}/${longitude}`;
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 1, bgcolor: 'grey.50' }}>
      <Typography variant="body2">
        Chosen point: {latitude}, {longitude}
      </Typography>
      <Link href={href} target="_blank" rel="noopener noreferrer" variant="body2">
        View on map
      </Link>
    </Paper>
  );
}

/** Step 3: the place search (Nigeria only) or the browser's position fills state, coordinates and address. */
export function LocationStep({ onDone }: { onDone: (values: LocationValues) => void }) {
  const states = useStates();
  const form = useForm<FormValues>({ state_id: '', latitude: '', longitude: '', address: '' });

  const pick = (location: PickedLocation) => {
    form.setValues({
      state_id: String(location.state_id),
      latitude: String(location.latitude),
      longitude: String(location.longitude),
      address: location.address,
    });
    form.setErrors({});
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const data = form.check(locationForm);
    if (data) onDone(data);
  };

  const stateOptions = (states.data ?? []).map((state) => ({ value: String(state.id), label: state.name }));

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <PlaceSearchField
        onPick={pick}
        onType={() => form.setValue('address', '')}
        onOutsideNigeria={() => form.setErrors({ address: PROFILE_MESSAGES.locationOutsideNigeria })}
        error={form.errors.address}
      />
      <SelectField label="State" placeholder="Select state" options={stateOptions} {...form.field('state_id')} />
      <Box sx={{ display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { sm: '1fr 1fr' } }}>
        <TextField
          label="Latitude"
          {...form.field('latitude')}
          slotProps={{
            htmlInput: { readOnly: true },
            inputLabel: { shrink: Boolean(form.values.latitude) || undefined },
          }}
        />
        <TextField
          label="Longitude"
          {...form.field('longitude')}
          slotProps={{
            htmlInput: { readOnly: true },
            inputLabel: { shrink: Boolean(form.values.longitude) || undefined },
          }}
        />
      </Box>
      <CoordinatesPanel latitude={form.values.latitude} longitude={form.values.longitude} />
      <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 2 }}>
        Proceed to the next step
      </Button>
    </Box>
  );
}
