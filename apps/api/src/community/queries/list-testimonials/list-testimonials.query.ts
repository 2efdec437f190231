import { Query } from '@nestjs/cqrs';
import type { pageInfo, PageQuery } from '../../../platform/http/replies.js';
import type { TestimonialView } from '../../testimonial.view.js';

export interface TestimonialList {
  testimonials: TestimonialView[];
  page_info: ReturnType<typeof pageInfo>;
}

/** Approved testimonials, newest first, for the home page. */
export class ListTestimonialsQuery extends Query<TestimonialList> {
  constructor(readonly page: PageQuery) {
    super();
  }
}
