import { Logger, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { AirtimeProvider, createAirtimeProvider } from '@app/messaging';
import { AirtimeJobs } from './airtime.jobs.js';
import { AirtimeDelivery } from './delivery/airtime-delivery.js';

/** The airtime thank-you: the provider, and the job that sends the credits confirmations decided. */
@Module({
  providers: [
    {
      provide: AirtimeProvider,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): AirtimeProvider => {
        const logger = new Logger('Airtime');
        return createAirtimeProvider(config, (line) => logger.log(line));
      },
    },
    AirtimeDelivery,
    AirtimeJobs,
  ],
  exports: [AirtimeDelivery, AirtimeJobs],
})
export class AirtimeModule {}
