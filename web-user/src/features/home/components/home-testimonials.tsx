import { useTestimonials } from '../api/get-testimonials';
import { TestimonialsSection } from './testimonials-section';

/** The testimonials section with what GET /v1/testimonials gives. */
export function HomeTestimonials() {
  const { data, isLoading } = useTestimonials();
  return <TestimonialsSection items={data ?? []} isLoading={isLoading} />;
}
