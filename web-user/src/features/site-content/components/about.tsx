import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Bullets, ContentPage, P, Section } from '@/components/content-page';
import { APP_NAME } from '@/config/app';
import { paths } from '@/config/paths';
import { textList } from '@/lib/i18n';

export function About() {
  const { t } = useTranslation('site-content');
  return (
    <ContentPage title={t('about.title', { name: APP_NAME })} lead={t('about.lead')}>
      <Section title={t('about.origin.title')}>
        <P>{t('about.origin.text', { name: APP_NAME })}</P>
      </Section>
      <Section title={t('about.shortage.title')}>
        <P>{t('about.shortage.text')}</P>
      </Section>
      <Section title={t('about.solution.title')}>
        <P>{t('about.solution.text', { name: APP_NAME })}</P>
        <Bullets items={textList('site-content:about.solution.items')} />
        <Button component={RouterLink} to={paths.signup} variant="contained" sx={{ mt: 2 }}>
          {t('about.solution.becomeDonor')}
        </Button>
      </Section>
    </ContentPage>
  );
}
