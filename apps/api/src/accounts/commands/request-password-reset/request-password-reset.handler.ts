import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { createOneTimeToken } from '@app/auth';
import { MailDelivery } from '@app/messaging';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { UserEntity } from '@app/persistence';
import { RateLimits } from '../../../platform/rate-limit/rate-limits.js';
import { statementsOf } from '../../../platform/sql/bound-statements.js';
import { passwordResetEmail } from '../../account-emails.js';
import { emailLink, linkBase } from '../../account-links.js';
import { accountTokenExpiry } from '../../account-tokens.js';
import { RequestPasswordResetCommand } from './request-password-reset.command.js';

/** Both writes select the account by email: with none, the same statements run and insert nothing. */
const INSERT_TOKEN = `insert into account_token (id, user_id, purpose, token_hash, expires_at, created_at)
  select ?, id, 'reset_password', ?, ?, now() from app_user where email = ?`;
const INSERT_MAIL = `insert into outgoing_mail (id, recipient, subject, text_body, html_body, link, created_at, next_attempt_at, attempts)
  select ?, email, ?, ?, ?, ?, now(), now(), 0 from app_user where email = ?`;

/**
 * Does the same work whatever the email, so neither the reply nor its time tells whether an account exists: a token
 * is made and hashed, an email rendered, the address's request counted, and the same two inserts run (writing rows
 * only for an account). Counting writes in both cases: a transaction that writes nothing commits without waiting
 * for the disk, which made a known email measurably slower. The email is queued in that transaction and its sending
 * starts after the reply, never while the client waits.
 */
@CommandHandler(RequestPasswordResetCommand)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordResetCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly mail: MailDelivery,
    private readonly rateLimits: RateLimits,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ request }: RequestPasswordResetCommand): Promise<void> {
    const { token, tokenHash } = createOneTimeToken();
    const mailId = randomUUID();
    const link = emailLink(linkBase(this.config, request.base_url), '/password-reset', token);
    await this.em.fork().transactional(async (em) => {
      // Per address, known or not: nobody can fill someone's inbox with reset links from many networks.
      await this.rateLimits.perAccount(
        statementsOf(em),
        'password-reset',
        request.email,
        this.config.RATE_LIMIT_PASSWORD_RESET_EMAIL,
        'api:generic.tooManyRequests',
      );
      const owner = await em.findOne(UserEntity, { email: request.email });
      const message = passwordResetEmail(owner ?? { email: request.email, firstName: '', language: 'en' }, link);
      await em.execute(INSERT_TOKEN, [randomUUID(), tokenHash, accountTokenExpiry('reset_password'), request.email]);
      await em.execute(INSERT_MAIL, [
        mailId,
        message.subject,
        message.text,
        message.html,
        message.link ?? null,
        request.email,
      ]);
    });
    setImmediate(() => void this.mail.sendNow([mailId]));
  }
}
