import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStates } from '@/api/get-states';
import { ApiError, GENERIC_ERROR } from '@/lib/api-client';
import type { Place } from '@/lib/api-types';
import { GEO_FAILED, GEO_UNSUPPORTED, currentPosition } from '@/lib/places/current-position';
import { locate } from '@/lib/places/locate';
import { matchState } from '@/lib/places/match-state';
import { MIN_PLACE_QUERY, usePlaceSearch } from '@/lib/places/search-places';
import { toast } from '@/lib/toasts';
import { PROFILE_MESSAGES } from '@app/domain';
import { MyLocationIcon } from './icons';

/** A place in Nigeria as the API's location rules take it. */
export interface PickedLocation {
  state_id: number;
  latitude: number;
  longitude: number;
  address: string;
}

const round = (value: number) => Math.round(value * 1e6) / 1e6;
const placeLabel = (place: Place) => (place.kind === 'state' ? place.name : `${place.name}, ${place.state}`);

/**
 * The place search (Nigeria only, 300 ms after typing) with "Use my location": shared by onboarding, the profile
 * and any form that needs a location. A place outside Nigeria raises the spec's toast and `onOutsideNigeria`.
 */
export function PlaceSearchField({
  onPick,
  onType,
  onOutsideNigeria,
  error,
}: {
  onPick: (location: PickedLocation) => void;
  /** The user is typing again: whatever was picked no longer holds. */
  onType?: () => void;
  onOutsideNigeria: () => void;
  error?: string;
}) {
  const { t } = useTranslation('place-search');
  const states = useStates();
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
    toast.error(PROFILE_MESSAGES.locationOutsideNigeriaToast);
    onOutsideNigeria();
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
    onPick({ state_id: state.id, latitude: round(place.latitude), longitude: round(place.longitude), address });
  };

  const locateMe = async () => {
    setGeoError(null);
    setLocating(true);
    try {
      const position = await currentPosition();
      try {
        const found = await locate(position.latitude, position.longitude);
        const state = matchState(states.data ?? [], found.name) ?? found;
        const [latitude, longitude] = [round(position.latitude), round(position.longitude)];
        const address = `Near ${latitude}, ${longitude}, ${state.name}, Nigeria`;
        setSelected(null);
        setInput(address);
        onPick({ state_id: state.id, latitude, longitude, address });
      } catch (failure) {
        if (failure instanceof ApiError && failure.status === 400) outsideNigeria();
        else toast.error(failure instanceof ApiError ? failure.message : GENERIC_ERROR);
      }
    } catch (failure) {
      const message = (failure as Error).message;
      setGeoError(
        message === GEO_UNSUPPORTED ? t('geoUnsupported') : message === GEO_FAILED ? t('geoFailed') : message,
      );
    } finally {
      setLocating(false);
    }
  };

  const hint = `${t('nigeriaOnly')}${attribution ? `. ${attribution}` : ''}`;

  return (
    <>
      <Autocomplete<Place, false, false, false>
        options={places.data?.places ?? []}
        value={selected}
        inputValue={input}
        onInputChange={(_, value, reason) => {
          if (reason !== 'reset') setInput(value);
          if (reason === 'input') onType?.();
        }}
        onChange={(_, place) => {
          if (place) setInput(placeLabel(place));
          choosePlace(place);
        }}
        filterOptions={(options) => options}
        getOptionLabel={placeLabel}
        isOptionEqualToValue={(a, b) => a.name === b.name && a.state === b.state && a.latitude === b.latitude}
        getOptionKey={(place) => `${place.name}-${place.state}-${place.latitude}-${place.longitude}`}
        loading={places.isFetching}
        loadingText={t('searching')}
        noOptionsText={input.trim().length < MIN_PLACE_QUERY ? t('typeMore') : t('noneFound')}
        renderOption={(props, place) => {
          const { key, ...rest } = props as typeof props & { key: string };
          return (
            <li key={key} {...rest}>
              <Box>
                <Typography>{place.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {place.kind === 'state' ? t('stateKind') : t('inState', { state: place.state })}
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
            label={t('label')}
            placeholder={t('placeholder')}
            error={Boolean(error)}
            helperText={error ?? hint}
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
        {locating ? t('locating') : t('useMyLocation')}
      </Button>
      {geoError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {geoError}
        </Alert>
      )}
    </>
  );
}
