import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { ConflictError, PHONE_CODE_TTL_MINUTES, PHONE_MESSAGES } from '@app/domain';
import { UserEntity } from '@app/persistence';
import { RateLimits } from '../../../platform/rate-limit/rate-limits.js';
import { SmsDelivery } from '../../delivery/sms-delivery.js';
import { newPhoneCode, phoneCodeHash } from '../../phone-code-hash.js';
import { queueSms } from '../../sms-outbox.js';
import { smsText } from '../../sms-texts.js';
import { SendPhoneCodeCommand } from './send-phone-code.command.js';

@CommandHandler(SendPhoneCodeCommand)
export class SendPhoneCodeHandler implements ICommandHandler<SendPhoneCodeCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly rateLimits: RateLimits,
    private readonly delivery: SmsDelivery,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ userId }: SendPhoneCodeCommand): Promise<void> {
    const now = new Date();
    const expiresAt = new Date(now.getTime() + PHONE_CODE_TTL_MINUTES * 60_000);
    const smsId = await this.em.fork().transactional(async (em) => {
      const user = await em.findOneOrFail(UserEntity, { id: userId });
      if (user.phoneVerifiedAt) throw new ConflictError(PHONE_MESSAGES.alreadyVerified);
      const [taken] = await em.execute<unknown[]>(
        'select 1 from app_user where phone_number = ? and phone_verified_at is not null and id <> ?',
        [user.phoneNumber, user.id],
      );
      if (taken) throw new ConflictError(PHONE_MESSAGES.numberTaken);
      // Per number, whoever asks: nobody can flood one phone with codes from many accounts or networks.
      await this.rateLimits.limiter.consume(
        `phone-code:number:${user.phoneNumber}`,
        this.config.RATE_LIMIT_PHONE_CODE_NUMBER,
        `Too many codes sent to this number, please try again within ${Math.ceil(this.config.RATE_LIMIT_PHONE_CODE_NUMBER.windowSeconds / 60)} minutes`,
      );
      const code = newPhoneCode();
      // One code per person: a new one replaces the old, its tries start again.
      await em.execute(
        `insert into phone_verification (user_id, phone_number, code_hash, attempts, expires_at, created_at)
         values (?, ?, ?, 0, ?, ?)
         on conflict (user_id) do update set phone_number = excluded.phone_number, code_hash = excluded.code_hash,
           attempts = 0, expires_at = excluded.expires_at, created_at = excluded.created_at`,
        [
          user.id,
          user.phoneNumber,
          phoneCodeHash(this.config.JWT_SECRET, user.id, user.phoneNumber, code),
          expiresAt,
          now,
        ],
      );
      return queueSms(
        em,
        {
          userId: user.id,
          kind: 'phone_code',
          dedupeKey: `phone-code:${user.id}:${now.toISOString()}:${code}`,
          phoneNumber: user.phoneNumber,
          body: smsText(user.language, 'sms:phoneCode', { code, minutes: PHONE_CODE_TTL_MINUTES }),
        },
        now,
      );
    });
    // Sent now rather than at the delivery job's next turn: the person is waiting for it. A failure stays queued.
    if (smsId) await this.delivery.deliverDue(now, [smsId]);
  }
}
