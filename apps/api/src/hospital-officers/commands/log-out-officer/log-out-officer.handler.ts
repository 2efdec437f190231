import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { HospitalOfficerSessionEntity } from '@app/persistence';
import { LogOutOfficerCommand } from './log-out-officer.command.js';

@CommandHandler(LogOutOfficerCommand)
export class LogOutOfficerHandler implements ICommandHandler<LogOutOfficerCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ sessionId }: LogOutOfficerCommand) {
    await this.em.fork().nativeUpdate(HospitalOfficerSessionEntity, { id: sessionId }, { revokedAt: new Date() });
  }
}
