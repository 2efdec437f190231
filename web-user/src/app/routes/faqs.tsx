import { ContentPage } from '@/components/content-page';
import { FaqList } from '@/features/faqs/components/faq-list';

export function Component() {
  return (
    <ContentPage title="Frequently Asked Questions">
      <FaqList />
    </ContentPage>
  );
}
