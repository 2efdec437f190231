import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { UserEntity } from '@app/persistence';
import { donorOf, saveDonor } from '../../../accounts/index.js';
import { SetAvailabilityCommand } from './set-availability.command.js';

/** "I am unavailable": no alerts and no new requests until the date (exclusive); null resumes at once. */
@CommandHandler(SetAvailabilityCommand)
export class SetAvailabilityHandler implements ICommandHandler<SetAvailabilityCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, until }: SetAvailabilityCommand) {
    return this.em.transactional(async (em) => {
      const loaded = donorOf(await em.findOneOrFail(UserEntity, { id: userId }));
      loaded.donor.pauseUntil(until);
      saveDonor(em, loaded);
      return until;
    });
  }
}
