import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { isCommonPassword } from '@app/auth';
import { AccountSecurity } from '../../account-security.js';
import { consumeAccountToken } from '../../account-tokens.js';
import { ACCOUNT_ERRORS } from '../../accounts.errors.js';
import { ResetPasswordCommand } from './reset-password.command.js';

@CommandHandler(ResetPasswordCommand)
export class ResetPasswordHandler implements ICommandHandler<ResetPasswordCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly security: AccountSecurity,
  ) {}

  async execute({ request }: ResetPasswordCommand): Promise<void> {
    if (isCommonPassword(request.password)) throw ACCOUNT_ERRORS.error('password_too_common', { field: 'password' });
    const passwordHash = await this.security.hasher.hash(request.password);
    await this.em.transactional(async (em) => {
      const user = await consumeAccountToken(em, request.token, 'reset_password');
      user.passwordHash = passwordHash;
      // Every session opened before the reset ends; following the emailed link also proves the address.
      user.sessionsValidAfter = new Date();
      if (user.status !== 'active') {
        user.status = 'active';
        user.verifiedAt = new Date();
      }
    });
  }
}
