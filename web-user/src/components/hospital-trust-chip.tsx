import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/** "Verified hospital" or "Hospital not yet verified": what staff have checked of a request's hospital. */
export function HospitalTrustChip({ verified }: { verified: boolean }) {
  const { t } = useTranslation('hospitals');
  return (
    <Chip
      size="small"
      variant="outlined"
      // Coloured border, dark text: the palette's warning and success colours are too light for small text.
      sx={{ borderColor: verified ? 'success.main' : 'warning.main', color: 'text.primary' }}
      label={verified ? t('verified') : t('unverified')}
      data-testid="hospital-trust"
    />
  );
}
