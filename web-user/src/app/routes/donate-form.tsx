import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { ContentPage } from '@/components/content-page';
import { DonateForm } from '@/features/donate/components/donate-form';

export function Component() {
  const { t } = useTranslation('donate');
  return (
    <ContentPage title={t('form.title')} lead={t('form.lead')}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <DonateForm />
      </Paper>
    </ContentPage>
  );
}
