import { Alert, Box, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { NumberInput } from 'react-admin';
import { mountOnDemand } from '@app/geo/map-tiles';
import { usePublicData } from '../components/use-public-data';
import type { PositionMap } from './position-map';

const asNumber = (value: unknown): number | null => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
};

/**
 * Where the hospital is: a map (Leaflet over the deployment's tiles, GET /v1/util/map, loaded only with this form)
 * where a click or a dragged marker sets latitude and longitude, and the two inputs, which work without the map. When
 * the tile settings or the tiles themselves cannot load, the map gives way to a note and the inputs stay.
 */
export function HospitalPositionInput() {
  const { setValue } = useFormContext();
  const [latitudeValue, longitudeValue] = useWatch({ name: ['latitude', 'longitude'] }) as unknown[];
  const latitude = asNumber(latitudeValue);
  const longitude = asNumber(longitudeValue);
  const settings = usePublicData<{ tile_url: string; attribution: string }>('/v1/util/map');
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<PositionMap | null>(null);
  const [failed, setFailed] = useState(false);
  // Read when the map is drawn; later positions reach it through `show`.
  const position = useRef<{ latitude: number; longitude: number } | null>(null);
  position.current = latitude !== null && longitude !== null ? { latitude, longitude } : null;
  const tiles = settings.state === 'ready' ? settings.data : null;

  useEffect(() => {
    if (settings.state === 'failed') setFailed(true);
  }, [settings.state]);

  useEffect(() => {
    if (!tiles || failed || !element.current) return;
    const unmount = mountOnDemand(
      () => import('./position-map'),
      ({ mountPositionMap }, onTiles) => {
        if (!element.current) return null;
        map.current = mountPositionMap(element.current, {
          position: position.current,
          tileUrl: tiles.tile_url,
          attribution: tiles.attribution,
          onPick: (pickedLatitude, pickedLongitude) => {
            const options = { shouldDirty: true, shouldTouch: true, shouldValidate: true };
            setValue('latitude', pickedLatitude, options);
            setValue('longitude', pickedLongitude, options);
          },
          onTiles,
        });
        return map.current;
      },
      () => setFailed(true),
    );
    return () => {
      unmount();
      map.current = null;
    };
  }, [tiles, failed, setValue]);

  useEffect(() => {
    if (latitude !== null && longitude !== null) map.current?.show(latitude, longitude);
  }, [latitude, longitude]);

  return (
    <Box sx={{ width: '100%', maxWidth: 720, mb: 2 }}>
      <Typography variant="subtitle2" component="h2" gutterBottom>
        Position
      </Typography>
      {failed ? (
        <Alert severity="info" sx={{ mb: 1 }}>
          The map cannot be shown here. Type the latitude and longitude (from the registry or a maps app).
        </Alert>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            Click the map to place the hospital, or drag its marker.
          </Typography>
          <Box
            ref={element}
            role="region"
            aria-label="Map to place the hospital"
            data-testid="hospital-map"
            sx={{ height: 320, borderRadius: 1, overflow: 'hidden', isolation: 'isolate', bgcolor: '#e8f0e6' }}
          />
        </>
      )}
      <Stack direction="row" spacing={2} sx={{ mt: 1 }}>
        <NumberInput source="latitude" label="Latitude" step={0.000001} />
        <NumberInput source="longitude" label="Longitude" step={0.000001} />
      </Stack>
    </Box>
  );
}
