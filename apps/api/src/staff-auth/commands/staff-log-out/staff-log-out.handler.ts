import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { StaffSessionEntity } from '@app/persistence';
import { StaffLogOutCommand } from './staff-log-out.command.js';

@CommandHandler(StaffLogOutCommand)
export class StaffLogOutHandler implements ICommandHandler<StaffLogOutCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ sessionId }: StaffLogOutCommand): Promise<void> {
    await this.em.fork().nativeUpdate(StaffSessionEntity, { id: sessionId }, { revokedAt: new Date() });
  }
}
