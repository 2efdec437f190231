import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useStates } from '@/api/get-states';
import { MyLocationIcon } from '@/components/icons';
import { SelectField } from '@/components/select-field';
import { ApiError, GENERIC_ERROR } from '@/lib/api-client';
import type { Place } from '@/lib/api-types';
import { useForm } from '@/lib/forms';
import { localiseMessage } from '@/lib/i18n';
import { toast } from '@/lib/toasts';
import { PROFILE_MESSAGES, locationForm } from '@app/domain';
import { locate } from '../api/locate';
import { MIN_PLACE_QUERY, usePlaceSearch } from '../api/search-places';
import { currentPosition } from '../hooks/use-geolocation';
import { matchState } from '../hooks/match-state';

export interface LocationValues {
  state_id: number;
  latitude: number;
  longitude: number;
  address: string;
}

type FormValues = { state_id: string; latitude: string; longitude: string; address: string };

const fixed = (value: number) => String(Math.round(value * 1e6) / 1e6);

/** A static coordinates panel: no map tiles are needed, the link opens a map when online. */
function CoordinatesPanel({ latitude, longitude }: { latitude: string; longitude: string }) {
  const { t } = useTranslation('onboarding');
  if (!latitude || !longitude) return null;
  const href = `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=15/${latitude}/${longitude}`;
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 1, bgcolor: 'grey.50' }}>
      <Typography variant="body2">{t('location.chosenPoint', { latitude, longitude })}</Typography>
      <Link href={href} target="_blank" rel="noopener noreferrer" variant="body2">
        {t('location.viewOnMap')}
      </Link>
    </Paper>
  );
}

/** Step 3: the place search (Nigeria only) or the browser's position fills state, coordinates and address. */
export function LocationStep({ onDone }: { onDone: (values: LocationValues) => void }) {
  const { t } = useTranslation('onboarding');
  const states = useStates();
  const form = useForm<FormValues>({ state_id: '', latitude: '', longitude: '', address: '' });
  const [input, setInput] = useState('');
  const [selected, setSelected] = useState<Place | null>(null);
  const [geoError, setGeoError] = useState<string | null>(null);
  const [locating, setLocating] = useState(false);
  const places = usePlaceSearch(input);
  const [attribution, setAttribution] = useState('');
  useEffect(() => {
    if (places.data?.attribution) setAttribution(places.data.attribution);
  }, [places.data?.attribution]);

  const outsideNigeria = () => {
    toast.error(localiseMessage(PROFILE_MESSAGES.locationOutsideNigeriaToast));
    form.setErrors({ address: PROFILE_MESSAGES.locationOutsideNigeria });
  };

  const choosePlace = (place: Place | null) => {
    setSelected(place);
    if (!place) return;
    const state =
      (place.state_id ? (states.data ?? []).find((candidate) => candidate.id === place.state_id) : undefined) ??
      matchState(states.data ?? [], place.state);
    if (!state) {
      outsideNigeria();
      return;
    }
    const address = place.kind === 'state' ? `${place.name}, Nigeria` : `${place.name}, ${place.state}, Nigeria`;
    form.setValues({
      state_id: String(state.id),
      latitude: fixed(place.latitude),
      longitude: fixed(place.longitude),
      address,
    });
    form.setErrors({});
  };

  const locateMe = async () => {
    setGeoError(null);
    setLocating(true);
    try {
      const position = await currentPosition();
      try {
        const found = await locate(position.latitude, position.longitude);
        const state = matchState(states.data ?? [], found.name) ?? found;
        const address = `Near ${fixed(position.latitude)}, ${fixed(position.longitude)}, ${state.name}, Nigeria`;
        form.setValues({
          state_id: String(state.id),
          latitude: fixed(position.latitude),
          longitude: fixed(position.longitude),
          address,
        });
        setSelected(null);
        setInput(address);
        form.setErrors({});
      } catch (error) {
        if (error instanceof ApiError && error.status === 400) outsideNigeria();
        else toast.error(error instanceof ApiError ? error.message : localiseMessage(GENERIC_ERROR));
      }
    } catch (error) {
      setGeoError((error as Error).message);
    } finally {
      setLocating(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const data = form.check(locationForm);
    if (data) onDone(data);
  };

  const stateOptions = (states.data ?? []).map((state) => ({ value: String(state.id), label: state.name }));
  const noOptionsText = input.trim().length < MIN_PLACE_QUERY ? t('location.typeMore') : t('location.noPlace');

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Autocomplete<Place, false, false, false>
        options={places.data?.places ?? []}
        value={selected}
        inputValue={input}
        onInputChange={(_, value, reason) => {
          if (reason !== 'reset') setInput(value);
          if (reason === 'input') form.setValue('address', '');
        }}
        onChange={(_, place) => {
          if (place) setInput(place.kind === 'state' ? place.name : `${place.name}, ${place.state}`);
          choosePlace(place);
        }}
        filterOptions={(options) => options}
        getOptionLabel={(place) => (place.kind === 'state' ? place.name : `${place.name}, ${place.state}`)}
        isOptionEqualToValue={(a, b) => a.name === b.name && a.state === b.state && a.latitude === b.latitude}
        getOptionKey={(place) => `${place.name}-${place.state}-${place.latitude}-${place.longitude}`}
        loading={places.isFetching}
        noOptionsText={noOptionsText}
        renderOption={(props, place) => {
          const { key, ...rest } = props as typeof props & { key: string };
          return (
            <li key={key} {...rest}>
              <Box>
                <Typography>{place.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {place.kind === 'state' ? t('location.state') : t('location.inState', { state: place.state })}
                </Typography>
              </Box>
            </li>
          );
        }}
        renderInput={(params) => (
          <TextField
            {...params}
            id="address"
            name="address"
            label={t('location.search')}
            placeholder={t('location.searchPlaceholder')}
            error={Boolean(form.errors.address)}
            helperText={
              form.errors.address ??
              (attribution ? t('location.nigeriaOnlyWith', { attribution }) : t('location.nigeriaOnly'))
            }
          />
        )}
      />
      <Button
        type="button"
        startIcon={<MyLocationIcon />}
        onClick={() => void locateMe()}
        disabled={locating}
        sx={{ mt: 0.5 }}
      >
        {locating ? t('location.locating') : t('location.useMine')}
      </Button>
      {geoError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {geoError}
        </Alert>
      )}
      <SelectField
        label={t('location.state')}
        placeholder={t('location.selectState')}
        options={stateOptions}
        {...form.field('state_id')}
      />
      <Box sx={{ display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { sm: '1fr 1fr' } }}>
        <TextField
          label={t('location.latitude')}
          {...form.field('latitude')}
          slotProps={{
            htmlInput: { readOnly: true },
            inputLabel: { shrink: Boolean(form.values.latitude) || undefined },
          }}
        />
        <TextField
          label={t('location.longitude')}
          {...form.field('longitude')}
          slotProps={{
            htmlInput: { readOnly: true },
            inputLabel: { shrink: Boolean(form.values.longitude) || undefined },
          }}
        />
      </Box>
      <CoordinatesPanel latitude={form.values.latitude} longitude={form.values.longitude} />
      <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 2 }}>
        {t('nextStep')}
      </Button>
    </Box>
  );
}
