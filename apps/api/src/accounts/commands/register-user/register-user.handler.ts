import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { isCommonPassword } from '@app/auth';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { AUTH_MESSAGES, ConflictError, invalidField, SIGN_UP_CONSENTS } from '@app/domain';
import { UserRegistered } from '@app/contracts';
import { recordEvent, Mailer } from '@app/messaging';
import { UserEntity } from '@app/persistence';
import { recordConsents } from '../../../data-rights/consent-records.js';
import { verificationEmail } from '../../account-emails.js';
import { emailLink, linkBase } from '../../account-links.js';
import { AccountSecurity } from '../../account-security.js';
import { issueAccountToken } from '../../account-tokens.js';
import { RegisterUserCommand } from './register-user.command.js';

export const EMAIL_TAKEN = 'An account with this email address already exists';

@CommandHandler(RegisterUserCommand)
export class RegisterUserHandler implements ICommandHandler<RegisterUserCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly security: AccountSecurity,
    private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ request, language }: RegisterUserCommand): Promise<{ userId: string }> {
    if (isCommonPassword(request.password)) throw invalidField('password', AUTH_MESSAGES.passwordTooCommon);
    const passwordHash = await this.security.hasher.hash(request.password);
    const { user, token } = await this.em.transactional(async (em) => {
      if (await em.count(UserEntity, { email: request.email })) throw new ConflictError(EMAIL_TAKEN);
      const user = em.create(UserEntity, {
        firstName: request.first_name,
        lastName: request.last_name,
        email: request.email,
        phoneNumber: request.phone_number,
        passwordHash,
        language,
      });
      recordConsents(em, user, SIGN_UP_CONSENTS);
      recordEvent(em, UserRegistered, user.id, { user_id: user.id, role: user.role });
      return { user, token: issueAccountToken(em, user, 'verify_email') };
    });
    const link = emailLink(linkBase(this.config, request.base_url), '/verify-email', token);
    await this.mailer.send(verificationEmail(user, link));
    return { userId: user.id };
  }
}
