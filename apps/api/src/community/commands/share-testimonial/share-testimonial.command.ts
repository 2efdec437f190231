import { Command } from '@nestjs/cqrs';
import type { Testimonial } from '@app/domain';

export class ShareTestimonialCommand extends Command<{ id: string }> {
  constructor(
    readonly authorId: string,
    readonly testimonial: Testimonial,
  ) {
    super();
  }
}
