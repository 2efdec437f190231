import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDonorCode } from '@app/domain';

/** The code the donor gives at the blood bank, large enough to read out or show across a counter. */
export function DonorCode({ code }: { code: string | null | undefined }) {
  const { t } = useTranslation('donor-requests');
  if (!code) return null;
  return (
    <Box
      component="section"
      aria-labelledby={`donor-code-${code}`}
      sx={{ border: 2, borderColor: 'primary.main', borderRadius: 2, p: 1.5, textAlign: 'center' }}
    >
      <Typography id={`donor-code-${code}`} variant="subtitle2" component="h3">
        {t('donorCode.title')}
      </Typography>
      <Typography
        data-testid="donor-code"
        sx={{ fontFamily: 'monospace', fontSize: 30, fontWeight: 700, letterSpacing: 3, my: 0.5 }}
      >
        {formatDonorCode(code)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('donorCode.hint')}
      </Typography>
    </Box>
  );
}
