import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AuthenticatedUser } from '@app/auth';
import { RevokedSessionEntity } from '@app/persistence';

export class LogOutCommand extends Command<void> {
  constructor(readonly session: AuthenticatedUser) {
    super();
  }
}

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
