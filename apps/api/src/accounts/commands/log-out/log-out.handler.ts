import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { RevokedSessionEntity } from '@app/persistence';
import { LogOutCommand } from './log-out.command.js';

@CommandHandler(LogOutCommand)
export class LogOutHandler implements ICommandHandler<LogOutCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ session }: LogOutCommand): Promise<void> {
    await this.em.fork().upsert(RevokedSessionEntity, {
      jti: session.sessionId,
      userId: session.id,
      expiresAt: session.sessionExpiresAt,
    });
  }
}
