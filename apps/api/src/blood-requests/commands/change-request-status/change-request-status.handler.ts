import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { loadBloodRequest, saveBloodRequest } from '../../blood-request.repository.js';
import { statementsOf } from '../../../platform/sql/bound-statements.js';
import { assertMayOpenRequest } from '../../open-request-limit.js';
import { ChangeRequestStatusCommand } from './change-request-status.command.js';

/** The recipient's on/off toggle: only while nobody matched and the blood was not received; a repeat is a no-op. */
@CommandHandler(ChangeRequestStatusCommand)
export class ChangeRequestStatusHandler implements ICommandHandler<ChangeRequestStatusCommand> {
  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ requesterId, requestId, status }: ChangeRequestStatusCommand): Promise<void> {
    await this.em.transactional(async (em) => {
      const loaded = await loadBloodRequest(em, requestId);
      const reopening = status === 'pending' && loaded.request.snapshot.status !== 'pending';
      if (reopening && loaded.request.requesterId === requesterId) {
        // Turning a request back on opens it again, within the same limit as creating one.
        await assertMayOpenRequest(statementsOf(em), requesterId, {
          max: this.config.REQUESTS_OPEN_PER_ACCOUNT,
          expiryHours: this.config.REQUEST_EXPIRY_HOURS,
        });
      }
      saveBloodRequest(em, loaded, loaded.request.toggle(requesterId, status, new Date()));
    });
  }
}
