import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

export function Component() {
  const { t } = useTranslation('layout');
  return (
    <Container maxWidth="sm" sx={{ py: 8, textAlign: 'center' }}>
      <Typography variant="h1">{t('routes:notFound')}</Typography>
      <Typography sx={{ mt: 2 }} color="text.secondary">
        {t('notFound.body')}
      </Typography>
      <Button component={RouterLink} to={paths.home} variant="contained" sx={{ mt: 3 }}>
        {t('notFound.goHome')}
      </Button>
    </Container>
  );
}
