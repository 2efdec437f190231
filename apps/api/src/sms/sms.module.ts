import { Logger, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { createSmsSender, SmsSender } from '@app/messaging';
import { ChangePhoneNumberController } from './commands/change-phone-number/change-phone-number.http.controller.js';
import { ChangePhoneNumberHandler } from './commands/change-phone-number/change-phone-number.handler.js';
import { ConfirmPhoneCodeController } from './commands/confirm-phone-code/confirm-phone-code.http.controller.js';
import { ConfirmPhoneCodeHandler } from './commands/confirm-phone-code/confirm-phone-code.handler.js';
import { SendPhoneCodeController } from './commands/send-phone-code/send-phone-code.http.controller.js';
import { SendPhoneCodeHandler } from './commands/send-phone-code/send-phone-code.handler.js';
import { SetSmsAlertsController } from './commands/set-sms-alerts/set-sms-alerts.http.controller.js';
import { SetSmsAlertsHandler } from './commands/set-sms-alerts/set-sms-alerts.handler.js';
import { SmsDecisions } from './decisions/sms-decisions.js';
import { SmsDelivery } from './delivery/sms-delivery.js';
import { FollowShortLinkController } from './queries/follow-short-link/follow-short-link.http.controller.js';
import { GetPhoneStatusController } from './queries/get-phone-status/get-phone-status.http.controller.js';
import { GetPhoneStatusHandler } from './queries/get-phone-status/get-phone-status.handler.js';
import { FollowShortLinkHandler } from './queries/follow-short-link/follow-short-link.handler.js';
import { SmsJobs } from './sms.jobs.js';

/** Text messages: phone verification, SMS alerts and reminders, the SMS outbox and its delivery. */
@Module({
  controllers: [
    GetPhoneStatusController,
    ChangePhoneNumberController,
    SendPhoneCodeController,
    ConfirmPhoneCodeController,
    SetSmsAlertsController,
    FollowShortLinkController,
  ],
  providers: [
    {
      provide: SmsSender,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): SmsSender => {
        const logger = new Logger('Sms');
        return createSmsSender(config, (line) => logger.log(line));
      },
    },
    SmsDelivery,
    SmsDecisions,
    SmsJobs,
    SendPhoneCodeHandler,
    ConfirmPhoneCodeHandler,
    ChangePhoneNumberHandler,
    SetSmsAlertsHandler,
    GetPhoneStatusHandler,
    FollowShortLinkHandler,
  ],
  exports: [SmsJobs, SmsDelivery],
})
export class SmsModule {}
