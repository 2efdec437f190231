import { useTranslation } from 'react-i18next';
import { ContentPage, P } from '@/components/content-page';
import { textList } from '@/lib/i18n';

export function RecipientStory() {
  const { t } = useTranslation('site-content');
  return (
    <ContentPage title={t('story.title')} lead={t('story.lead')}>
      {textList('site-content:story.paragraphs').map((paragraph) => (
        <P key={paragraph}>{paragraph}</P>
      ))}
    </ContentPage>
  );
}
