import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { UserVerified } from '@app/contracts';
import { recordEvent } from '@app/messaging';
import { consumeAccountToken } from '../../account-tokens.js';
import { VerifyEmailCommand } from './verify-email.command.js';

@CommandHandler(VerifyEmailCommand)
export class VerifyEmailHandler implements ICommandHandler<VerifyEmailCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ token }: VerifyEmailCommand): Promise<void> {
    await this.em.transactional(async (em) => {
      const user = await consumeAccountToken(em, token, 'verify_email');
      if (user.status !== 'active') {
        user.status = 'active';
        user.verifiedAt = new Date();
        recordEvent(em, UserVerified, user.id, { user_id: user.id });
      }
    });
  }
}
