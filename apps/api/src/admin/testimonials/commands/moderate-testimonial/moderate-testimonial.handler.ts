import { adminNotFound } from '../../../admin.errors.js';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { TestimonialEntity } from '@app/persistence';
import { changeAudited } from '../../../../platform/audit/audit-trail.js';
import { adminTestimonialView } from '../../testimonial.admin-view.js';
import { ModerateTestimonialCommand } from './moderate-testimonial.command.js';

/** Approved testimonials show on the home page (its list reads approved ones); staff may change their mind. */
@CommandHandler(ModerateTestimonialCommand)
export class ModerateTestimonialHandler implements ICommandHandler<ModerateTestimonialCommand> {
  constructor(private readonly em: EntityManager) {}

  execute({ actor, id, decision }: ModerateTestimonialCommand) {
    return changeAudited(
      this.em,
      actor,
      {
        resource: 'testimonials',
        entity: TestimonialEntity,
        id,
        notFound: adminNotFound('testimonial_not_found'),
        populate: ['author'],
      },
      decision.status,
      adminTestimonialView,
      (testimonial) => {
        testimonial.status = decision.status;
        if (decision.moderation_note !== undefined) testimonial.moderationNote = decision.moderation_note || null;
        testimonial.reviewedAt = new Date();
      },
    );
  }
}
