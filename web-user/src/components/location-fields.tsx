import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { locate } from '@/api/locate';
import { useStates } from '@/api/get-states';
import { MIN_PLACE_QUERY, usePlaceSearch } from '@/api/search-places';
import { ApiError, GENERIC_ERROR } from '@/lib/api-client';
import type { Place } from '@/lib/api-types';
import type { FieldErrors } from '@/lib/forms';
import { currentPosition } from '@/lib/geolocation';
import { matchState } from '@/lib/match-state';
import { toast } from '@/lib/toasts';
import { PROFILE_MESSAGES } from '@app/domain';
import { MyLocationIcon } from '@/components/icons/my-location-icon';
import { PlaceMap } from '@/components/map/place-map';
import { SelectField } from './select-field';

/** A place in Nigeria as the forms hold it: the state's id and the coordinates as text, and a readable address. */

const SITE = /\b([\w-]+\.(?:com|org))\b/i;

/**
 * The place data's credit with the sites it names as links: DB-IP's licence asks for a link to its site wherever
 * its data is shown, and the place search shows it.
 */
const creditWithLinks = (text: string, credit: string): ReactNode => {
  const at = text.lastIndexOf(credit);
  if (at < 0) return text;
  const parts = credit.split(SITE).map((part, index) =>
    index % 2 ? (
      <Link key={part} href={`https://${part.toLowerCase()}`} target="_blank" rel="noreferrer">
        {part}
      </Link>
    ) : (
      part
    ),
  );
  return (
    <>
      {text.slice(0, at)}
      {parts}
      {text.slice(at + credit.length)}
    </>
  );
};

export interface LocationValue {
  state_id: string;
  latitude: string;
  longitude: string;
  address: string;
}

export const EMPTY_LOCATION: LocationValue = { state_id: '', latitude: '', longitude: '', address: '' };

const LOCATION_KEYS = Object.keys(EMPTY_LOCATION);

/** A form's errors with the location's replaced by `next` (the other fields' messages stay). */
export const withLocationErrors = (current: FieldErrors, next: FieldErrors): FieldErrors => ({
  ...Object.fromEntries(Object.entries(current).filter(([key]) => !LOCATION_KEYS.includes(key))),
  ...next,
});

/** LocationFields' value, errors and changes bound to a form (`useForm`) that holds a location. */
export const locationFieldsOf = (form: {
  values: LocationValue;
  errors: FieldErrors;
  setValues: Dispatch<SetStateAction<LocationValue>>;
  setErrors: Dispatch<SetStateAction<FieldErrors>>;
}) => ({
  value: form.values,
  errors: form.errors,
  onChange: (next: Partial<LocationValue>) => form.setValues((current) => ({ ...current, ...next })),
  onErrors: (next: FieldErrors) => form.setErrors((current) => withLocationErrors(current, next)),
});

const fixed = (value: number) => String(Math.round(value * 1e6) / 1e6);

/** "Opebi, Ikeja, Lagos": a district with the town it is part of, when the data names one. */
const placeLabel = (place: Place) =>
  place.kind === 'state' ? place.name : [place.name, place.town, place.state].filter(Boolean).join(', ');

/**
 * The place search of onboarding and the hospital step: a Nigeria-only search (or the browser's position) fills the
 * state, the coordinates and the address; the state stays choosable by hand. Errors are the form's, keyed by
 * state_id, latitude, longitude and address, so each form's schema speaks its own messages.
 */
export function LocationFields({
  value,
  errors,
  onChange,
  onErrors,
  searchLabel,
}: {
  value: LocationValue;
  errors: FieldErrors;
  /** A new location (a place or the browser's position), or the address cleared as the user types again. */
  onChange: (next: Partial<LocationValue>) => void;
  /** The location's own messages, replacing its earlier ones (see withLocationErrors); {} clears them. */
  onErrors: (errors: FieldErrors) => void;
  searchLabel: string;
}) {
  const { t } = useTranslation('place-search');
  const states = useStates();
  const [input, setInput] = useState(value.address);
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
    onErrors({ address: PROFILE_MESSAGES.locationOutsideNigeria });
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
    onChange({
      state_id: String(state.id),
      latitude: fixed(place.latitude),
      longitude: fixed(place.longitude),
      address: `${placeLabel(place)}, Nigeria`,
    });
    onErrors({});
  };

  const locateMe = async () => {
    setGeoError(null);
    setLocating(true);
    try {
      const position = await currentPosition();
      try {
        const found = await locate(position.latitude, position.longitude);
        const state = matchState(states.data ?? [], found.state.name) ?? found.state;
        // A name people know, never coordinates: "Near Ikeja, Lagos".
        const address = found.place ? `Near ${found.place.name}, ${state.name}` : `${state.name}, Nigeria`;
        onChange({
          state_id: String(state.id),
          latitude: fixed(position.latitude),
          longitude: fixed(position.longitude),
          address,
        });
        setSelected(null);
        setInput(address);
        onErrors({});
      } catch (error) {
        if (error instanceof ApiError && error.status === 400) outsideNigeria();
        else toast.error(error instanceof ApiError ? error.message : GENERIC_ERROR);
      }
    } catch (error) {
      setGeoError((error as Error).message);
    } finally {
      setLocating(false);
    }
  };

  const stateOptions = (states.data ?? []).map((state) => ({ value: String(state.id), label: state.name }));
  const noOptionsText = input.trim().length < MIN_PLACE_QUERY ? t('typeMore') : t('noPlace');
  // The coordinates are form state, not something a person reads or types: hidden, their messages shown as the place's.
  const coordinateErrors = [errors.latitude, errors.longitude].filter(Boolean);

  return (
    <>
      <Autocomplete<Place, false, false, false>
        options={places.data?.places ?? []}
        value={selected}
        inputValue={input}
        onInputChange={(_, typed, reason) => {
          if (reason !== 'reset') setInput(typed);
          if (reason === 'input') onChange({ address: '' });
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
        noOptionsText={noOptionsText}
        renderOption={(props, place) => {
          const { key, ...rest } = props as typeof props & { key: string };
          return (
            <li key={key} {...rest}>
              <Box>
                <Typography>{place.name}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {place.kind === 'state'
                    ? t('state')
                    : [place.town, t('stateOf', { state: place.state })].filter(Boolean).join(', ')}
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
            label={searchLabel}
            placeholder={t('searchPlaceholder')}
            error={Boolean(errors.address)}
            helperText={
              errors.address ??
              (attribution ? creditWithLinks(t('nigeriaOnlyWith', { attribution }), attribution) : t('nigeriaOnly'))
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
        {locating ? t('locating') : t('useMyLocation')}
      </Button>
      {geoError && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {geoError}
        </Alert>
      )}
      <SelectField
        label={t('state')}
        placeholder={t('selectState')}
        options={stateOptions}
        name="state_id"
        id="state_id"
        value={value.state_id}
        onChange={(event) => {
          onChange({ state_id: event.target.value });
          onErrors({});
        }}
        error={Boolean(errors.state_id)}
        helperText={errors.state_id ?? ' '}
      />
      <input type="hidden" name="latitude" id="latitude" value={value.latitude} />
      <input type="hidden" name="longitude" id="longitude" value={value.longitude} />
      {coordinateErrors.map((message) => (
        <FormHelperText key={message} error>
          {message}
        </FormHelperText>
      ))}
      {value.latitude && value.longitude && (
        <PlaceMap
          latitude={Number(value.latitude)}
          longitude={Number(value.longitude)}
          label={value.address || (states.data ?? []).find((state) => String(state.id) === value.state_id)?.name || ''}
        />
      )}
    </>
  );
}
