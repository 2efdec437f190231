import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { Bullets, ContentPage, P } from '@/components/content-page';
import { APP_NAME } from '@/config/app';
import { paths } from '@/config/paths';
import { textList } from '@/lib/i18n';

export function Component() {
  const { t } = useTranslation('donate');
  const { pathname } = useLocation();
  const formPath = pathname.startsWith('/app') ? paths.app.donateForm : paths.donateForm;
  return (
    <ContentPage title={t('routes:donate')} lead={t('page.lead', { name: APP_NAME })}>
      <P>{t('page.intro')}</P>
      <Bullets items={textList('donate:page.items')} />
      <Button component={RouterLink} to={formPath} variant="contained" size="large" sx={{ mt: 2 }}>
        {t('page.donateNow')}
      </Button>
    </ContentPage>
  );
}
