import { FaqList } from '@/features/faqs/components/faq-list';
import { HomePage } from '@/features/home/components/home-page';

export function Component() {
  return <HomePage faqTeaser={<FaqList limit={4} />} />;
}
