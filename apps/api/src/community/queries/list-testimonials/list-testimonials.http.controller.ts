import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '@app/auth';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, pageQuery, pageReplySchema, reply, type PageQuery } from '../../../platform/http/replies.js';
import { ValidQuery } from '../../../platform/http/validation.js';
import { testimonialView } from '../../testimonial.view.js';
import { ListTestimonialsQuery } from './list-testimonials.query.js';

@ApiTags('testimonials')
@Controller('testimonials')
export class ListTestimonialsController {
  constructor(private readonly queries: QueryBus) {}

  /** Approved testimonials, newest first, for the home page. */
  @Public()
  @Get()
  @ApiReply(pageReplySchema('testimonials', testimonialView))
  @ApiErrors(400)
  async list(@ValidQuery(pageQuery) query: PageQuery) {
    return reply(await this.queries.execute(new ListTestimonialsQuery(query)));
  }
}
