import { Command } from '@nestjs/cqrs';
import type { z } from 'zod';
import type { StaffActor } from '../../../../platform/audit/staff-actor.decorator.js';
import type { adminTestimonialSchema, ModerateTestimonialRequest } from '../../testimonial.admin-view.js';

export class ModerateTestimonialCommand extends Command<z.output<typeof adminTestimonialSchema>> {
  constructor(
    readonly actor: StaffActor,
    readonly id: string,
    readonly decision: ModerateTestimonialRequest,
  ) {
    super();
  }
}
