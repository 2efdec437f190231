import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { Mailer } from '@app/messaging';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { forgotPasswordForm } from '@app/domain';
import { UserEntity } from '@app/persistence';
import { passwordResetEmail } from '../../account-emails.js';
import { emailLink, linkBase } from '../../account-links.js';
import { issueAccountToken } from '../../account-tokens.js';

export const requestPasswordResetRequest = forgotPasswordForm.extend({ base_url: z.string().max(500).optional() });

export class RequestPasswordResetCommand extends Command<void> {
  constructor(readonly request: z.output<typeof requestPasswordResetRequest>) {
    super();
  }
}

@CommandHandler(RequestPasswordResetCommand)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordResetCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Does nothing visible for an unknown email: the reply is the same either way. */
  async execute({ request }: RequestPasswordResetCommand): Promise<void> {
    const em = this.em.fork();
    const user = await em.findOne(UserEntity, { email: request.email });
    if (!user) return;
    const token = issueAccountToken(em, user, 'reset_password');
    await em.flush();
    const link = emailLink(linkBase(this.config, request.base_url), '/password-reset', token);
    await this.mailer.send(passwordResetEmail(user, link));
  }
}
