import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { CheckCircleIcon } from '@/components/icons/check-circle-icon';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { paths } from '@/config/paths';

export function Component() {
  const { t } = useTranslation('donate');
  return (
    <AuthLayout>
      <Box sx={{ textAlign: 'center' }}>
        <CheckCircleIcon sx={{ fontSize: 64, color: 'success.main' }} />
        <Typography variant="h1" component="h1" sx={{ fontSize: 28, mt: 1 }}>
          {t('routes:donationReceived')}
        </Typography>
        <Typography sx={{ mt: 2 }} color="text.secondary">
          {t('complete.thanks')}
        </Typography>
        <Button component={RouterLink} to={paths.home} variant="contained" sx={{ mt: 3 }}>
          {t('complete.backHome')}
        </Button>
      </Box>
    </AuthLayout>
  );
}
