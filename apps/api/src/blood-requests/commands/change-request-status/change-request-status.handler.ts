import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { RequestStatusChanged } from '@app/contracts';
import { canToggleRequest, ConflictError, NotFoundError, WAVE_COUNT, type ToggleStatus } from '@app/domain';
import { recordEvent } from '@app/messaging';
import { BloodRequestEntity } from '@app/persistence';
import { assertMayOpenRequest } from '../../open-request-limit.js';

export class ChangeRequestStatusCommand extends Command<void> {
  constructor(
    readonly requesterId: string,
    readonly requestId: string,
    readonly status: ToggleStatus,
  ) {
    super();
  }
}

/** The recipient's on/off toggle: only while nobody matched and the blood was not received. */
@CommandHandler(ChangeRequestStatusCommand)
export class ChangeRequestStatusHandler implements ICommandHandler<ChangeRequestStatusCommand> {
  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ requesterId, requestId, status }: ChangeRequestStatusCommand): Promise<void> {
    await this.em.transactional(async (em) => {
      const request = await em.findOne(
        BloodRequestEntity,
        { id: requestId, requester: requesterId },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!request) throw new NotFoundError('Request not found');
      if (request.status === status) return;
      const progress = { status: request.status, units: request.units, matched: request.matchedCount };
      if (!canToggleRequest(progress)) {
        throw new ConflictError(
          request.matchedCount > 0
            ? 'A request that donors have accepted cannot be turned off or on'
            : `A request that is ${request.status === 'expired' ? 'expired' : 'completed'} cannot be turned off or on; make a new request instead`,
        );
      }
      if (status === 'pending') {
        // Turning a request back on opens it again, within the same limit as creating one.
        await assertMayOpenRequest(em, requesterId, {
          max: this.config.REQUESTS_OPEN_PER_ACCOUNT,
          expiryHours: this.config.REQUEST_EXPIRY_HOURS,
        });
      }
      const from = request.status;
      request.status = status;
      // Turning a request back on resumes its search where it stopped.
      if (status === 'pending' && request.searchWave < WAVE_COUNT) request.nextWaveAt = new Date();
      recordEvent(em, RequestStatusChanged, request.id, {
        request_id: request.id,
        recipient_user_id: requesterId,
        from,
        to: status,
      });
    });
  }
}
