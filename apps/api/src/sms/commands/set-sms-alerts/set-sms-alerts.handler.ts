import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { UserEntity } from '@app/persistence';
import { SetSmsAlertsCommand } from './set-sms-alerts.command.js';
import { SMS_ERRORS } from '../../sms.errors.js';

@CommandHandler(SetSmsAlertsCommand)
export class SetSmsAlertsHandler implements ICommandHandler<SetSmsAlertsCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, enabled }: SetSmsAlertsCommand): Promise<void> {
    await this.em.fork().transactional(async (em) => {
      const user = await em.findOneOrFail(UserEntity, { id: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (enabled && !user.phoneVerifiedAt) throw SMS_ERRORS.error('not_verified');
      user.smsAlerts = enabled;
    });
  }
}
