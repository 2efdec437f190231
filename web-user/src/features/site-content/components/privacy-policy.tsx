import { useTranslation } from 'react-i18next';
import { Bullets, ContentPage, P, Section } from '@/components/content-page';
import { APP_NAME } from '@/config/app';
import { textList } from '@/lib/i18n';

export function PrivacyPolicy() {
  const { t } = useTranslation('site-content');
  return (
    <ContentPage title={t('privacy.title')} lead={t('privacy.lead', { name: APP_NAME })}>
      <Section title={t('privacy.collect.title')}>
        <P>{t('privacy.collect.register')}</P>
        <Bullets items={textList('site-content:privacy.collect.registerItems')} />
        <P>{t('privacy.collect.request')}</P>
        <Bullets items={textList('site-content:privacy.collect.requestItems')} />
      </Section>
      <Section title={t('privacy.use.title')}>
        <P>{t('privacy.use.text')}</P>
      </Section>
      <Section title={t('privacy.rights.title')}>
        <P>{t('privacy.rights.text')}</P>
      </Section>
    </ContentPage>
  );
}
