import { useTranslation } from 'react-i18next';
import { Bullets, ContentPage, P, Section } from '@/components/content-page';
import { APP_NAME } from '@/config/app';
import { textList } from '@/lib/i18n';
import { RETENTION_DAYS } from '@app/domain';

/** The periods the retention job enforces, read from the same rule (libs/domain), so the page cannot drift. */
const KEPT_FOR = {
  notifications: RETENTION_DAYS.notifications,
  mail: RETENTION_DAYS.mailFiles,
  links: RETENTION_DAYS.accountTokens,
  unverified: RETENTION_DAYS.abandonedSignUps,
} as const;

/** /privacy-policy: what is collected, why, who sees it, how long it is kept, and the person's rights (NDPA 2023). */
export function PrivacyPolicy() {
  const { t } = useTranslation('data-rights');
  return (
    <ContentPage title={t('privacy.title')} lead={t('privacy.lead', { name: APP_NAME })}>
      <Section title={t('privacy.collect.title')}>
        <P>{t('privacy.collect.register')}</P>
        <Bullets items={textList('data-rights:privacy.collect.registerItems')} />
        <P>{t('privacy.collect.onboarding')}</P>
        <Bullets items={textList('data-rights:privacy.collect.onboardingItems')} />
        <P>{t('privacy.collect.request')}</P>
        <Bullets items={textList('data-rights:privacy.collect.requestItems')} />
      </Section>
      <Section title={t('privacy.use.title')}>
        <Bullets items={textList('data-rights:privacy.use.items')} />
        <P>{t('privacy.use.basis')}</P>
      </Section>
      <Section title={t('privacy.sharing.title')}>
        <Bullets items={textList('data-rights:privacy.sharing.items')} />
      </Section>
      <Section title={t('privacy.keep.title')}>
        <Bullets
          items={[
            t('privacy.keep.items.account'),
            t('privacy.keep.items.notifications', { days: KEPT_FOR.notifications }),
            t('privacy.keep.items.mail', { days: KEPT_FOR.mail }),
            t('privacy.keep.items.links', { days: KEPT_FOR.links }),
            t('privacy.keep.items.unverified', { days: KEPT_FOR.unverified }),
            t('privacy.keep.items.sessions'),
            t('privacy.keep.items.events'),
          ]}
        />
        <P>{t('privacy.keep.afterDeletion')}</P>
      </Section>
      <Section title={t('privacy.rights.title')}>
        <Bullets items={textList('data-rights:privacy.rights.items')} />
        <P>{t('privacy.rights.contact')}</P>
      </Section>
    </ContentPage>
  );
}
