import { Query } from '@nestjs/cqrs';
import type { PageQuery, PageReply } from '../../../platform/http/replies.js';
import type { TestimonialView } from '../../testimonial.view.js';

/** Approved testimonials, newest first, for the home page. */
export class ListTestimonialsQuery extends Query<PageReply<'testimonials', TestimonialView>> {
  constructor(readonly page: PageQuery) {
    super();
  }
}
