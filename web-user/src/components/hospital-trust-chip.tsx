import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/**
 * "Verified hospital" or "Hospital not yet verified": what staff have checked of a request's hospital; and, once an
 * officer there vouched for the request itself, "Confirmed by <hospital>".
 */
export function HospitalTrustChip({ verified, confirmedBy }: { verified: boolean; confirmedBy?: string | null }) {
  const { t } = useTranslation('hospitals');
  return (
    <>
      <Chip
        size="small"
        variant="outlined"
        // Coloured border, dark text: the palette's warning and success colours are too light for small text.
        sx={{ borderColor: verified ? 'success.main' : 'warning.main', color: 'text.primary' }}
        label={verified ? t('verified') : t('unverified')}
        data-testid="hospital-trust"
      />
      {confirmedBy && (
        <Chip
          size="small"
          variant="outlined"
          sx={{ borderColor: 'success.main', borderWidth: 2, color: 'text.primary', fontWeight: 600 }}
          label={t('confirmedBy', { hospital: confirmedBy })}
          data-testid="hospital-confirmed"
        />
      )}
    </>
  );
}
