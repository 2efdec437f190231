import { Global, Module, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { ScheduleModule } from '@nestjs/schedule';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { createOrmConfig, relayInProcessConnections } from '@app/persistence';
import { EventBackboneModule } from '@app/event-backbone';
import { AccountsModule } from './accounts/index.js';
import { AppealsModule } from './appeals/index.js';
import { AdminModule } from './admin/index.js';
import { BloodRequestsModule } from './blood-requests/index.js';
import { HospitalsModule } from './hospitals/index.js';
import { FeedbackModule } from './feedback/index.js';
import { ServeFileController } from './files/index.js';
import { HealthController } from './health/index.js';
import { MailModule } from './platform/mail/mail.module.js';
import { RateLimitsModule } from './platform/rate-limit/rate-limits.js';
import { StorageModule } from './platform/storage/storage.module.js';
import { ReferenceDataModule } from './reference-data/index.js';
import { CommunityModule } from './community/index.js';
import { DataRightsModule } from './data-rights/index.js';
import { ContentModule } from './content/index.js';
import { PartnershipsModule } from './partnerships/index.js';
import { PaymentsModule } from './payments/index.js';
import { UploadsModule } from './uploads/index.js';
import { NotificationsModule } from './notifications/index.js';
import { RemindersModule } from './reminders/index.js';
import { StatsModule } from './stats/index.js';
import { PublicNeedsModule } from './public-needs/index.js';
import { SmsModule } from './sms/index.js';
import { AirtimeModule } from './airtime/index.js';

@Global()
@Module({})
class ConfigModule {
  static register(config: AppConfig): DynamicModule {
    return { module: ConfigModule, providers: [{ provide: APP_CONFIG, useValue: config }], exports: [APP_CONFIG] };
  }
}

@Module({})
export class AppModule {
  static register(config: AppConfig, databaseUrl: string): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.register(config),
        // The API runs the relay, woken in-process as its commands commit outbox rows.
        MikroOrmModule.forRoot({
          ...createOrmConfig(databaseUrl, relayInProcessConnections),
          registerRequestContext: false,
        }),
        CqrsModule.forRoot(),
        MailModule,
        RateLimitsModule,
        StorageModule,
        AccountsModule,
        ReferenceDataModule,
        HospitalsModule,
        PublicNeedsModule,
        BloodRequestsModule,
        FeedbackModule,
        CommunityModule,
        ContentModule,
        PartnershipsModule,
        UploadsModule,
        PaymentsModule,
        ScheduleModule.forRoot(),
        EventBackboneModule.register('api'),
        NotificationsModule,
        RemindersModule,
        StatsModule,
        SmsModule,
        AirtimeModule,
        AppealsModule,
        AdminModule,
        DataRightsModule,
      ],
      controllers: [HealthController, ServeFileController],
    };
  }
}
