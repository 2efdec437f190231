import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { refusal } from '@app/domain';
import { MarkRequestSeenCommand } from './mark-request-seen.command.js';

/**
 * Records the first time a donor opened a request they were alerted for. Only the first view counts (an alert is
 * opened once), so a later view changes nothing; a request the donor was not alerted for is not found.
 */
@CommandHandler(MarkRequestSeenCommand)
export class MarkRequestSeenHandler implements ICommandHandler<MarkRequestSeenCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ donorId, requestId }: MarkRequestSeenCommand): Promise<Date> {
    const [row] = await this.em.fork().execute<{ seen_at: Date }[]>(
      `update blood_request_target set seen_at = coalesce(seen_at, now())
          where request_id = ? and donor_id = ? returning seen_at`,
      [requestId, donorId],
    );
    if (!row) throw refusal('request_not_found');
    return new Date(row.seen_at);
  }
}
