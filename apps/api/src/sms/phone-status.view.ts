import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { PHONE_CODE_MAX_TRIES } from '@app/domain';

export const phoneStatusSchema = z.object({
  phone_number: z.string(),
  verified_at: z.string().nullable(),
  sms_alerts: z.boolean(),
  /** When the code last sent to this number stops working; null when none can still be used. */
  code_expires_at: z.string().nullable(),
  /** How long an unopened request alert waits before it goes by SMS, so the profile says what is configured. */
  sms_alert_delay_minutes: z.number().int(),
});
export type PhoneStatus = z.infer<typeof phoneStatusSchema>;

/** The person's number, whether it is proved, their SMS choice, and any code still usable for this number. */
@Injectable()
export class PhoneStatusView {
  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async load(userId: string): Promise<PhoneStatus> {
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
