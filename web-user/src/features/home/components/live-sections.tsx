import { QueryProvider } from '@/lib/query-client';
import { ByTheNumbers } from './by-the-numbers';
import { HomeTestimonials } from './home-testimonials';

/** The home page's sections read from the API, in a chunk of their own with the query cache (see home-page.tsx). */
export default function LiveSections() {
  return (
    <QueryProvider>
      <HomeTestimonials />
      <ByTheNumbers />
    </QueryProvider>
  );
}
