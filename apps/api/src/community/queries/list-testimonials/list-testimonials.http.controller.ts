import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { Public } from '@app/auth';
import { TestimonialEntity } from '@app/persistence';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import {
  ApiReply,
  findPage,
  pageQuery,
  pageReplySchema,
  reply,
  type PageQuery,
} from '../../../platform/http/replies.js';
import { ValidQuery } from '../../../platform/http/validation.js';

/** A testimonial as the home page shows it; the staff console adds its moderation fields. */
export const testimonialView = z.object({
  id: z.string(),
  name: z.string().nullable(),
  type: z.enum(['donor', 'recipient']),
  state: z.string(),
  summary: z.string(),
  challenges: z.string().nullable(),
  aftermath: z.string().nullable(),
  conclusion: z.string().nullable(),
  reason: z.string().nullable(),
  lesson: z.string().nullable(),
  created_on: z.string(),
});

export const toTestimonialView = (testimonial: TestimonialEntity): z.output<typeof testimonialView> => ({
  id: testimonial.id,
  name: testimonial.name,
  type: testimonial.type,
  state: testimonial.state,
  summary: testimonial.summary,
  challenges: testimonial.challenges,
  aftermath: testimonial.aftermath,
  conclusion: testimonial.conclusion,
  reason: testimonial.reason,
  lesson: testimonial.lesson,
  created_on: testimonial.createdAt.toISOString(),
});

@ApiTags('testimonials')
@Controller('testimonials')
export class ListTestimonialsController {
  constructor(private readonly em: EntityManager) {}

  /** Approved testimonials, newest first, for the home page. */
  @Public()
  @Get()
  @ApiReply(pageReplySchema('testimonials', testimonialView))
  @ApiErrors(400)
  async list(@ValidQuery(pageQuery) query: PageQuery) {
    const page = await findPage(
      this.em,
      TestimonialEntity,
      { status: 'approved' },
      { createdAt: 'desc', id: 'asc' },
      query,
    );
    return reply({ testimonials: page.rows.map(toTestimonialView), page_info: page.page_info });
  }
}
