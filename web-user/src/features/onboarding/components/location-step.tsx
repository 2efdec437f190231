import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EMPTY_LOCATION, LocationFields, locationFieldsOf, type LocationValue } from '@/components/location-fields';
import { useForm } from '@/lib/forms';
import { locationForm } from '@app/domain';

export interface LocationValues {
  state_id: number;
  latitude: number;
  longitude: number;
  address: string;
}

/** Step 3: the place search (Nigeria only) or the browser's position fills state, coordinates and address. */
export function LocationStep({ onDone }: { onDone: (values: LocationValues) => void }) {
  const { t } = useTranslation('onboarding');
  const form = useForm<LocationValue>(EMPTY_LOCATION);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const data = form.check(locationForm);
    if (data) onDone(data);
  };

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <LocationFields {...locationFieldsOf(form)} searchLabel={t('location.search')} />
      <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 2 }}>
        {t('nextStep')}
      </Button>
    </Box>
  );
}
