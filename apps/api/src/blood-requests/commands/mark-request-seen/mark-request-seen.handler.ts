import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { AlertOpened } from '@app/contracts';
import { refusal } from '@app/domain';
import { recordEvent } from '@app/messaging';
import { MarkRequestSeenCommand } from './mark-request-seen.command.js';

/**
 * Records the first time a donor opened a request they were alerted for. Only the first view counts (an alert is
 * opened once), so a later view changes nothing; a request the donor was not alerted for is not found. The first
 * view raises AlertOpened in the same transaction (the staff charts count opened alerts from it).
 */
@CommandHandler(MarkRequestSeenCommand)
export class MarkRequestSeenHandler implements ICommandHandler<MarkRequestSeenCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ donorId, requestId }: MarkRequestSeenCommand): Promise<Date> {
    return this.em.fork().transactional(async (em) => {
      // Only an update that finds the alert unopened opens it (a concurrent first view waits, then finds it opened).
      const [first] = await em.execute<{ seen_at: Date }[]>(
        `update blood_request_target set seen_at = now()
          where request_id = ? and donor_id = ? and seen_at is null returning seen_at`,
        [requestId, donorId],
      );
      if (first) {
        recordEvent(em, AlertOpened, requestId, { request_id: requestId, donor_id: donorId });
        return new Date(first.seen_at);
      }
      const [seen] = await em.execute<{ seen_at: Date }[]>(
        `select seen_at from blood_request_target where request_id = ? and donor_id = ?`,
        [requestId, donorId],
      );
      if (!seen) throw refusal('request_not_found');
      return new Date(seen.seen_at);
    });
  }
}
