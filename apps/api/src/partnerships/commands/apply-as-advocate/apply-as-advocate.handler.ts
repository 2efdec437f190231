import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { InvalidInputError, type MessageRef } from '@app/domain';
import { AdvocateApplicationEntity, EducationLevelEntity, UploadEntity, type UploadKind } from '@app/persistence';
import { ApplyAsAdvocateCommand } from './apply-as-advocate.command.js';

/**
 * Stores the application for staff (status new). Passport and CV must be files uploaded through POST /v1/uploads,
 * of the right kind; using them claims them, so the cleanup job keeps them.
 */
@CommandHandler(ApplyAsAdvocateCommand)
export class ApplyAsAdvocateHandler implements ICommandHandler<ApplyAsAdvocateCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ application }: ApplyAsAdvocateCommand): Promise<{ id: string }> {
    return this.em.transactional(async (em) => {
      const levels = await em.find(EducationLevelEntity, {});
      const level = levels.find(
        (candidate) => candidate.name.toLowerCase() === application.education_level.toLowerCase(),
      );
      const passport = await this.upload(em, application.passport, 'image');
      const cv = await this.upload(em, application.cv, 'document');
      // Every field at fault at once, each by key. A level not among GET /v1/util/education-levels is not worded by
      // the spec; the files' messages are the form's.
      const errors: Record<string, MessageRef> = {};
      if (!level) errors.education_level = { key: 'api:partnerships.educationUnknown' };
      if (!passport) errors.passport = { key: 'validation:advocate.passportEmpty' };
      if (!cv) errors.cv = { key: 'validation:advocate.cvEmpty' };
      if (!level || !passport || !cv) throw new InvalidInputError(Object.values(errors)[0]!, errors);

      const now = new Date();
      passport.claimedAt ??= now;
      cv.claimedAt ??= now;
      const entity = em.create(AdvocateApplicationEntity, {
        name: application.name,
        email: application.email,
        phoneNumber: application.phone_number,
        state: application.state,
        age: application.age,
        educationLevel: level.name,
        bio: application.bio,
        jbmDescription: application.jbm_description,
        advocateReason: application.advocate_reason,
        passport: passport.url,
        cv: cv.url,
      });
      return { id: entity.id };
    });
  }

  private upload(em: EntityManager, url: string, kind: UploadKind): Promise<UploadEntity | null> {
    return em.findOne(UploadEntity, { url, kind });
  }
}
