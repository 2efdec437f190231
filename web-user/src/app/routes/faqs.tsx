import { useTranslation } from 'react-i18next';
import { ContentPage } from '@/components/content-page';
import { FaqList } from '@/features/faqs/components/faq-list';

export function Component() {
  const { t } = useTranslation('faqs');
  return (
    <ContentPage title={t('title')}>
      <FaqList />
    </ContentPage>
  );
}
