import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { Bullets, ContentPage, P, Section } from '@/components/content-page';
import { APP_NAME } from '@/config/app';
import { PartnerForm } from '@/features/partner/components/partner-form';
import { textList } from '@/lib/i18n';

export function Component() {
  const { t } = useTranslation('partner');
  return (
    <ContentPage title={t('routes:partner')} lead={t('page.lead', { name: APP_NAME })}>
      <P>{t('page.intro')}</P>
      <Bullets items={textList('partner:page.items')} />
      <Section title={t('page.getInTouch')}>
        <Box component={Paper} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <PartnerForm />
        </Box>
      </Section>
    </ContentPage>
  );
}
