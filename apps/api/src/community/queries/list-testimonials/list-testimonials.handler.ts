import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { TestimonialEntity } from '@app/persistence';
import { findPage, type PageReply } from '../../../platform/http/replies.js';
import { toTestimonialView, type TestimonialView } from '../../testimonial.view.js';
import { ListTestimonialsQuery } from './list-testimonials.query.js';

@QueryHandler(ListTestimonialsQuery)
export class ListTestimonialsHandler implements IQueryHandler<ListTestimonialsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ page: query }: ListTestimonialsQuery): Promise<PageReply<'testimonials', TestimonialView>> {
    const page = await findPage(
      this.em,
      TestimonialEntity,
      { status: 'approved' },
      { createdAt: 'desc', id: 'asc' },
      query,
    );
    return { testimonials: page.rows.map(toTestimonialView), page_info: page.page_info };
  }
}
