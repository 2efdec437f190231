import { Global, Module } from '@nestjs/common';
import { join } from 'node:path';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { FileMailer, Mailer, SmtpMailer } from './mailer.js';

@Global()
@Module({
  providers: [
    {
      provide: Mailer,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): Mailer =>
        config.SMTP_URL
          ? new SmtpMailer(config.SMTP_URL, config.MAIL_FROM)
          : new FileMailer(join(config.DATA_DIR, 'mail'), config.MAIL_FROM),
    },
  ],
  exports: [Mailer],
})
export class MailModule {}
