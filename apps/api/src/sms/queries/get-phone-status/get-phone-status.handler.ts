import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { PHONE_CODE_MAX_TRIES } from '@app/domain';
import type { PhoneStatus } from '../../phone-status.view.js';
import { GetPhoneStatusQuery } from './get-phone-status.query.js';

/** The person's number, whether it is proved, their SMS choice, and any code still usable for this number. */
@QueryHandler(GetPhoneStatusQuery)
export class GetPhoneStatusHandler implements IQueryHandler<GetPhoneStatusQuery> {
  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ userId }: GetPhoneStatusQuery): Promise<PhoneStatus> {
    const [row] = await this.em
      .fork()
      .execute<
        { phone_number: string; phone_verified_at: Date | null; sms_alerts: boolean; code_expires_at: Date | null }[]
      >(
        `select u.phone_number, u.phone_verified_at, u.sms_alerts,
                (select p.expires_at from phone_verification p
                  where p.user_id = u.id and p.phone_number = u.phone_number and p.attempts < ? and p.expires_at > now())
                  as code_expires_at
           from app_user u where u.id = ?`,
        [PHONE_CODE_MAX_TRIES, userId],
      );
    return {
      phone_number: row!.phone_number,
      verified_at: row!.phone_verified_at ? new Date(row!.phone_verified_at).toISOString() : null,
      sms_alerts: row!.sms_alerts,
      code_expires_at: row!.code_expires_at ? new Date(row!.code_expires_at).toISOString() : null,
      sms_alert_delay_minutes: this.config.SMS_ALERT_DELAY_MINUTES,
    };
  }
}
