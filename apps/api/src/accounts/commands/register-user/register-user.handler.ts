import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { isCommonPassword } from '@app/auth';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { SIGN_UP_CONSENTS } from '@app/domain';
import { UserRegistered } from '@app/contracts';
import { MailDelivery, queueMail, recordEvent } from '@app/messaging';
import { UserEntity } from '@app/persistence';
import { recordConsents } from '../../consent-records.js';
import { signUpAttemptEmail, verificationEmail } from '../../account-emails.js';
import { emailLink, forgotPasswordLink, linkBase } from '../../account-links.js';
import { AccountSecurity } from '../../account-security.js';
import { issueAccountToken } from '../../account-tokens.js';
import { RegisterUserCommand } from './register-user.command.js';
import { ACCOUNT_ERRORS } from '../../accounts.errors.js';

/**
 * A sign-up answers the same whether or not the address already has an account, so nobody can learn who has one:
 * a new address gets its account and the verification email; a known one changes nothing, and its owner is emailed
 * that someone tried (with the way back in). Either email is queued in the sign-up's own transaction.
 */
@CommandHandler(RegisterUserCommand)
export class RegisterUserHandler implements ICommandHandler<RegisterUserCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly security: AccountSecurity,
    private readonly mail: MailDelivery,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute(command: RegisterUserCommand): Promise<void> {
    const { request } = command;
    if (isCommonPassword(request.password)) throw ACCOUNT_ERRORS.error('password_too_common', { field: 'password' });
    const passwordHash = await this.security.hasher.hash(request.password);
    let mailId: string;
    try {
      mailId = await this.signUp(command, passwordHash);
    } catch (error) {
      // Two sign-ups of one new address at once: the second finds the first's account on its second try.
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      mailId = await this.signUp(command, passwordHash);
    }
    await this.mail.sendNow([mailId]);
  }

  private signUp({ request, language }: RegisterUserCommand, passwordHash: string): Promise<string> {
    const base = linkBase(this.config, request.base_url);
    return this.em.fork().transactional(async (em) => {
      const owner = await em.findOne(UserEntity, { email: request.email });
      if (owner) return queueMail(em, signUpAttemptEmail(owner, forgotPasswordLink(base)));
      const user = em.create(UserEntity, {
        firstName: request.first_name,
        lastName: request.last_name,
        email: request.email,
        phoneNumber: request.phone_number,
        passwordHash,
        language,
        role: request.role ?? 'donor',
      });
      recordConsents(em, user, SIGN_UP_CONSENTS);
      recordEvent(em, UserRegistered, user.id, { user_id: user.id, role: user.role });
      const token = issueAccountToken(em, user, 'verify_email');
      return queueMail(em, verificationEmail(user, emailLink(base, '/verify-email', token)));
    });
  }
}
