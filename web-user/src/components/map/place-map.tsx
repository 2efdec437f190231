import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mountOnDemand } from '@app/geo/map-tiles';
import { PlaceIcon } from '@/components/icons/place-icon';
import { useMapSettings } from './map-settings';

/** An external maps search by latitude and longitude (spec: "Use Map"). */
export const mapsSearchUrl = (latitude: number, longitude: number) =>
  `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;

const HEIGHT = 180;

/** The chosen place without tiles (offline, tiles blocked or unreachable): a drawn marker and the place's name. */
function ChosenPlaceCard({ label }: { label: string }) {
  const { t } = useTranslation('map');
  return (
    <Box
      role="img"
      aria-label={t('label', { place: label })}
      data-testid="map-fallback"
      sx={{
        height: HEIGHT,
        borderRadius: 2,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        px: 2,
        textAlign: 'center',
        bgcolor: '#e8f0e6',
        backgroundImage:
          'linear-gradient(#d5e3d1 1px, transparent 1px), linear-gradient(90deg, #d5e3d1 1px, transparent 1px)',
        backgroundSize: '24px 24px',
      }}
    >
      <PlaceIcon sx={{ fontSize: 40, color: 'primary.main' }} />
      <Typography variant="body2" sx={{ color: '#1b1b1b' }}>
        {label}
      </Typography>
    </Box>
  );
}

/**
 * A map of a place: Leaflet over the deployment's tiles (GET /util/map), loaded only when a map is shown, with the
 * spec's "Use Map" link beneath. When tiles cannot load, the chosen-place card stands in for the map.
 */
export function PlaceMap({ latitude, longitude, label }: { latitude: number; longitude: number; label: string }) {
  const { t } = useTranslation('map');
  const settings = useMapSettings();
  const element = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const tileUrl = settings.data?.tile_url;
  const attribution = settings.data?.attribution ?? '';

  useEffect(() => {
    if (settings.isError) setFailed(true);
  }, [settings.isError]);

  useEffect(() => {
    if (!tileUrl || !element.current || failed) return;
    return mountOnDemand(
      () => import('./leaflet-map'),
      ({ mountMap }, onTiles) =>
        element.current && mountMap(element.current, { latitude, longitude, tileUrl, attribution, onTiles }),
      () => setFailed(true),
    );
  }, [latitude, longitude, tileUrl, attribution, failed]);

  return (
    <Box>
      {failed ? (
        <ChosenPlaceCard label={label} />
      ) : (
        <Box
          ref={element}
          role="region"
          aria-label={t('label', { place: label })}
          data-testid="map"
          sx={{ height: HEIGHT, borderRadius: 2, overflow: 'hidden', isolation: 'isolate', bgcolor: '#e8f0e6' }}
        />
      )}
      <Link
        href={mapsSearchUrl(latitude, longitude)}
        target="_blank"
        rel="noopener noreferrer"
        sx={{ mt: 1, display: 'inline-block' }}
      >
        {t('useMap')}
      </Link>
    </Box>
  );
}
