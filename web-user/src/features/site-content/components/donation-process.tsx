import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ContentPage, P } from '@/components/content-page';

/** The four steps of a visit to the blood bank, each a group in the catalogue (title and text). */
const STEPS = [
  'site-content:process.steps.registration',
  'site-content:process.steps.healthCheck',
  'site-content:process.steps.donation',
  'site-content:process.steps.refreshments',
] as const;

export function DonationProcess() {
  const { t } = useTranslation('site-content');
  return (
    <ContentPage title={t('process.title')} lead={t('process.lead')}>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, display: 'grid', gap: 2 }}>
        {STEPS.map((step, index) => (
          <Paper component="li" key={step} variant="outlined" sx={{ p: 2.5, display: 'flex', gap: 2 }}>
            <Typography
              aria-hidden
              sx={{ fontWeight: 800, fontSize: 28, color: 'primary.main', minWidth: 32, lineHeight: 1 }}
            >
              {index + 1}
            </Typography>
            <Box>
              <Typography variant="h3" component="h2">
                {t(`${step}.title`)}
              </Typography>
              <Typography sx={{ mt: 0.5 }}>{t(`${step}.text`)}</Typography>
            </Box>
          </Paper>
        ))}
      </Box>
      <P>{t('process.again')}</P>
    </ContentPage>
  );
}
