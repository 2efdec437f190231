import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { signSessionToken } from '@app/auth';
import { MailDelivery, queueMail } from '@app/messaging';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { UserEntity } from '@app/persistence';
import { verificationEmail } from '../../account-emails.js';
import { emailLink, linkBase } from '../../account-links.js';
import { AccountSecurity } from '../../account-security.js';
import { issueAccountToken } from '../../account-tokens.js';
import { toUserView } from '../../user.view.js';
import { LogInCommand, type LogInReply } from './log-in.command.js';
import { ACCOUNT_ERRORS } from '../../accounts.errors.js';
import { refusalMessage } from '../../../platform/rate-limit/rate-limiter.js';

@CommandHandler(LogInCommand)
export class LogInHandler implements ICommandHandler<LogInCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly security: AccountSecurity,
    private readonly mail: MailDelivery,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ request }: LogInCommand): Promise<LogInReply> {
    const failures = this.config.RATE_LIMIT_LOGIN_ACCOUNT_FAILURES;
    // The failure slot is taken before the password is checked, so parallel guesses cannot outrun the count.
    const slot = await this.security.limiter.reserve(
      `login-failures:${request.email}`,
      failures,
      refusalMessage('api:accounts.tooManyFailures', failures),
    );
    const em = this.em.fork();
    const user = await em.findOne(UserEntity, { email: request.email }, { populate: ['passwordHash', 'state'] });
    const passwordMatches = user
      ? await this.security.hasher.verify(user.passwordHash, request.password)
      : await this.security.hasher.verifyAgainstNothing(request.password);
    if (!user || !passwordMatches) throw ACCOUNT_ERRORS.error('bad_credentials');
    await slot.release();
    if (user.status !== 'active') {
      const base = linkBase(this.config, request.base_url);
      const mailId = await em.transactional(async (tx) => {
        const token = issueAccountToken(tx, user, 'verify_email');
        return queueMail(tx, verificationEmail(user, emailLink(base, '/verify-email', token)));
      });
      await this.mail.sendNow([mailId]);
      return { user: toUserView(user) };
    }
    return {
      token: signSessionToken(user.id, this.config.JWT_SECRET, this.config.SESSION_TTL_SECONDS),
      user: toUserView(user),
    };
  }
}
