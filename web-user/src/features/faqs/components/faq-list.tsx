import { SingleOpenAccordion } from '@/components/single-open-accordion';
import { FAQS, FIXED_FAQS, type Faq } from './faq-data';

export function FaqList({ limit }: { limit?: number }) {
  const all: Faq[] = [...FIXED_FAQS, ...FAQS];
  const items = (limit ? all.slice(0, limit) : all).map((faq) => ({
    id: faq.id,
    title: faq.question,
    content: faq.answer,
  }));
  return <SingleOpenAccordion items={items} />;
}
