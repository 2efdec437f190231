import { Global, Module, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { ScheduleModule } from '@nestjs/schedule';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { createOrmConfig, relayInProcessConnections } from '@app/persistence';
import { EventBackboneModule } from '@app/event-backbone';
import { AccountsModule } from './accounts/accounts.module.js';
import { AppealsModule } from './appeals/appeals.module.js';
import { AdminModule } from './admin/admin.module.js';
import { BloodRequestsModule } from './blood-requests/blood-requests.module.js';
import { HospitalOfficersModule } from './hospital-officers/hospital-officers.module.js';
import { HospitalsModule } from './hospitals/hospitals.module.js';
import { FeedbackModule } from './feedback/feedback.module.js';
import { ServeFileController } from './files/queries/serve-file/serve-file.http.controller.js';
import { ServeFileHandler } from './files/queries/serve-file/serve-file.handler.js';
import { HealthController } from './health/queries/get-health/get-health.http.controller.js';
import { GetHealthHandler } from './health/queries/get-health/get-health.handler.js';
import { MailModule } from './platform/mail/mail.module.js';
import { RateLimitsModule } from './platform/rate-limit/rate-limits.js';
import { StorageModule } from './platform/storage/storage.module.js';
import { ReferenceDataModule } from './reference-data/reference-data.module.js';
import { CommunityModule } from './community/community.module.js';
import { DataRightsModule } from './data-rights/data-rights.module.js';
import { ContentModule } from './content/content.module.js';
import { PartnershipsModule } from './partnerships/partnerships.module.js';
import { PaymentsModule } from './payments/payments.module.js';
import { UploadsModule } from './uploads/uploads.module.js';
import { NotificationsModule } from './notifications/notifications.module.js';
import { RemindersModule } from './reminders/reminders.module.js';
import { StatsModule } from './stats/stats.module.js';
import { PublicNeedsModule } from './public-needs/public-needs.module.js';
import { SmsModule } from './sms/sms.module.js';
import { StaffAuthModule } from './staff-auth/staff-auth.module.js';
import { AirtimeModule } from './airtime/airtime.module.js';

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
        StaffAuthModule,
        AdminModule,
        DataRightsModule,
        HospitalOfficersModule,
      ],
      // Health reads the event backbone registered here; files have no module of their own either.
      controllers: [HealthController, ServeFileController],
      providers: [GetHealthHandler, ServeFileHandler],
    };
  }
}
