import { Suspense } from 'react';
import { HomePage } from '@/features/home/components/home-page';
import { preloadableLazy } from '@/lib/preloadable-lazy';

/**
 * The FAQ teaser is far below the first screen: its accordion (MUI's Accordion with its transitions) loads after the
 * page has drawn instead of before it. The build's prerendered page has it from the start.
 */
const { Component: FaqList } = preloadableLazy(
  async () => (await import('@/features/faqs/components/faq-list')).FaqList,
);

export function Component() {
  return (
    <HomePage
      faqTeaser={
        <Suspense fallback={null}>
          <FaqList limit={4} />
        </Suspense>
      }
    />
  );
}
