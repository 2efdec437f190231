import { Global, Logger, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { createMailer, Mailer } from '@app/messaging';

@Global()
@Module({
  providers: [
    {
      provide: Mailer,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): Mailer => {
        const logger = new Logger('Mail');
        return createMailer(config, (line) => logger.log(line));
      },
    },
  ],
  exports: [Mailer],
})
export class MailModule {}
