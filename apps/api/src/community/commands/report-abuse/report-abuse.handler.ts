import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { AbuseReportEntity, UserEntity } from '@app/persistence';
import { ReportAbuseCommand } from './report-abuse.command.js';

/** Keeps the report for staff, with who reported it and in which role (a donor reports a recipient, and back). */
@CommandHandler(ReportAbuseCommand)
export class ReportAbuseHandler implements ICommandHandler<ReportAbuseCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ reporterId, report }: ReportAbuseCommand): Promise<{ id: string }> {
    return this.em.transactional(async (em) => {
      const reporter = await em.findOneOrFail(UserEntity, { id: reporterId });
      const entity = em.create(AbuseReportEntity, {
        reporter,
        reporterRole: reporter.role,
        name: report.name,
        description: report.description,
      });
      return { id: entity.id };
    });
  }
}
