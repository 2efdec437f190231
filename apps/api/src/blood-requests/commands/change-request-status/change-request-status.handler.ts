import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { ToggleStatus } from '@app/domain';
import { loadBloodRequest, saveBloodRequest } from '../../blood-request.repository.js';

export class ChangeRequestStatusCommand extends Command<void> {
  constructor(
    readonly requesterId: string,
    readonly requestId: string,
    readonly status: ToggleStatus,
  ) {
    super();
  }
}

/** The recipient's on/off toggle: only while nobody matched and the blood was not received; a repeat is a no-op. */
@CommandHandler(ChangeRequestStatusCommand)
export class ChangeRequestStatusHandler implements ICommandHandler<ChangeRequestStatusCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ requesterId, requestId, status }: ChangeRequestStatusCommand): Promise<void> {
    await this.em.transactional(async (em) => {
      const loaded = await loadBloodRequest(em, requestId);
      saveBloodRequest(em, loaded, loaded.request.toggle(requesterId, status, new Date()));
    });
  }
}
