import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PlaceIcon } from '@/components/icons/place-icon';

/** An external maps search by latitude and longitude (spec: "Use Map"). */
export const mapsSearchUrl = (latitude: number, longitude: number) =>
  `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;

/**
 * The hospital's place without map tiles: tiles need a third-party server that may not load (and never loads
 * offline or in tests), so the map is a drawn marker with the coordinates, and "Use Map" opens a real map.
 */
export function LocationMap({ latitude, longitude, label }: { latitude: number; longitude: number; label: string }) {
  const { t } = useTranslation('donor-requests');
  return (
    <Box>
      <Box
        role="img"
        aria-label={t('accepted.mapLabel', { place: label })}
        sx={{
          height: 140,
          borderRadius: 2,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          bgcolor: '#e8f0e6',
          backgroundImage:
            'linear-gradient(#d5e3d1 1px, transparent 1px), linear-gradient(90deg, #d5e3d1 1px, transparent 1px)',
          backgroundSize: '24px 24px',
        }}
      >
        <PlaceIcon sx={{ fontSize: 40, color: 'primary.main' }} />
        <Typography variant="caption" sx={{ color: '#1b1b1b' }}>
          {t('accepted.coordinates', { latitude: latitude.toFixed(4), longitude: longitude.toFixed(4) })}
        </Typography>
      </Box>
      <Link
        href={mapsSearchUrl(latitude, longitude)}
        target="_blank"
        rel="noopener noreferrer"
        sx={{ mt: 1, display: 'inline-block' }}
      >
        {t('accepted.useMap')}
      </Link>
    </Box>
  );
}
