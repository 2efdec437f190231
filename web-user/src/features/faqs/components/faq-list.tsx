import { useTranslation } from 'react-i18next';
import { SingleOpenAccordion } from '@/components/single-open-accordion';
import { APP_NAME } from '@/config/app';
import { FAQS, FIXED_FAQS } from './faq-data';

export function FaqList({ limit }: { limit?: number }) {
  const { t } = useTranslation('faqs');
  const all = [...FIXED_FAQS, ...FAQS];
  const items = (limit ? all.slice(0, limit) : all).map((faq) => ({
    id: `faq-${faq.slice(faq.lastIndexOf('.') + 1)}`,
    title: t(`${faq}.question`, { name: APP_NAME }),
    content: t(`${faq}.answer`),
  }));
  return <SingleOpenAccordion items={items} />;
}
