import { useTranslation } from 'react-i18next';
import { Bullets, ContentPage, Section } from '@/components/content-page';
import { textList } from '@/lib/i18n';

export function TermsOfUse() {
  const { t } = useTranslation('site-content');
  return (
    <ContentPage title={t('routes:termsOfUse')} lead={t('terms.lead')}>
      <Section title={t('terms.donors.title')}>
        <Bullets items={textList('site-content:terms.donors.items')} />
      </Section>
      <Section title={t('terms.recipients.title')}>
        <Bullets items={textList('site-content:terms.recipients.items')} />
      </Section>
      <Section title={t('terms.refreshments.title')}>
        <Bullets items={textList('site-content:terms.refreshments.items')} />
      </Section>
    </ContentPage>
  );
}
