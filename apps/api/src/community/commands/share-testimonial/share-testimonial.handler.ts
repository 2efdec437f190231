import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { TestimonialEntity, UserEntity } from '@app/persistence';
import { ShareTestimonialCommand } from './share-testimonial.command.js';

/** Stores the testimonial as pending: it appears publicly only once staff approve it. */
@CommandHandler(ShareTestimonialCommand)
export class ShareTestimonialHandler implements ICommandHandler<ShareTestimonialCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ authorId, testimonial }: ShareTestimonialCommand): Promise<{ id: string }> {
    return this.em.transactional(async (em) => {
      const author = await em.findOneOrFail(UserEntity, { id: authorId });
      const entity = em.create(TestimonialEntity, {
        author,
        type: testimonial.type,
        name: testimonial.name ?? `${author.firstName} ${author.lastName}`,
        state: testimonial.state,
        summary: testimonial.summary,
        challenges: testimonial.challenges ?? null,
        aftermath: testimonial.aftermath ?? null,
        conclusion: testimonial.conclusion ?? null,
        reason: testimonial.reason ?? null,
        lesson: testimonial.lesson ?? null,
      });
      return { id: entity.id };
    });
  }
}
