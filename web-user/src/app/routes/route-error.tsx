import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** A route that failed to load (a chunk that could not be fetched, a rendering fault); unknown paths have pages. */
export function RouteError() {
  const { t } = useTranslation('layout');
  return (
    <Box component="main" sx={{ p: 4, textAlign: 'center' }}>
      <Typography variant="h1" component="h1" sx={{ fontSize: 28 }}>
        {t('common:states.genericError')}
      </Typography>
      <Button variant="contained" sx={{ mt: 3 }} onClick={() => window.location.assign('/')}>
        {t('notFound.goHome')}
      </Button>
    </Box>
  );
}
