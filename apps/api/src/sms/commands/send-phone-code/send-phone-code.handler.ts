import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { isNigerianMobile, PHONE_CODE_TTL_MINUTES } from '@app/domain';
import { MailDelivery } from '@app/messaging';
import { UserEntity } from '@app/persistence';
import { refusalMessage } from '../../../platform/rate-limit/rate-limiter.js';
import { RateLimits } from '../../../platform/rate-limit/rate-limits.js';
import { statementsOf } from '../../../platform/sql/bound-statements.js';
import {
  PHONE_CODE_BUDGET_ACTION,
  PHONE_CODE_BUDGET_WINDOW_SECONDS,
  warnAdminsOfPhoneCodeBudget,
} from '../../phone-code-budget.js';
import { SmsDelivery } from '../../delivery/sms-delivery.js';
import { newPhoneCode, phoneCodeHash } from '../../phone-code-hash.js';
import { queueSms } from '../../sms-outbox.js';
import { smsText } from '../../sms-texts.js';
import { SendPhoneCodeCommand } from './send-phone-code.command.js';
import { SMS_ERRORS } from '../../sms.errors.js';

@CommandHandler(SendPhoneCodeCommand)
export class SendPhoneCodeHandler implements ICommandHandler<SendPhoneCodeCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly rateLimits: RateLimits,
    private readonly delivery: SmsDelivery,
    private readonly mail: MailDelivery,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ userId }: SendPhoneCodeCommand): Promise<void> {
    const now = new Date();
    const expiresAt = new Date(now.getTime() + PHONE_CODE_TTL_MINUTES * 60_000);
    const { smsId, warnings } = await this.em.fork().transactional(async (em) => {
      const user = await em.findOneOrFail(UserEntity, { id: userId });
      if (user.phoneVerifiedAt) throw SMS_ERRORS.error('already_verified');
      const [taken] = await em.execute<unknown[]>(
        'select 1 from app_user where phone_number = ? and phone_verified_at is not null and id <> ?',
        [user.phoneNumber, user.id],
      );
      if (taken) throw SMS_ERRORS.error('number_taken');
      // A number stored before the mobile ranges were enforced: no text is sent where a gateway cannot deliver it.
      if (!isNigerianMobile(user.phoneNumber)) throw SMS_ERRORS.error('not_mobile');
      // Per account, whatever its number or network: one account cannot text number after number. Counted in the
      // transaction, so a refusal further on does not spend it.
      const sql = statementsOf(em);
      await this.rateLimits.perAccount(
        sql,
        'phone-code',
        user.id,
        this.config.RATE_LIMIT_PHONE_CODE_ACCOUNT,
        'api:phone.tooManyCodesForAccount',
      );
      // Per number, whoever asks: nobody can flood one phone with codes from many accounts or networks.
      await this.rateLimits.limiter.consume(
        `phone-code:number:${user.phoneNumber}`,
        this.config.RATE_LIMIT_PHONE_CODE_NUMBER,
        refusalMessage('api:phone.tooManyCodes', this.config.RATE_LIMIT_PHONE_CODE_NUMBER),
      );
      // The platform's daily budget, counted last: only a code that will be sent spends it.
      const sent = await this.rateLimits.platformWide(
        sql,
        PHONE_CODE_BUDGET_ACTION,
        { limit: this.config.SMS_DAILY_PHONE_CODE_BUDGET, windowSeconds: PHONE_CODE_BUDGET_WINDOW_SECONDS },
        { key: 'api:phone.codesPaused' },
      );
      const warnings = await warnAdminsOfPhoneCodeBudget(em, this.config, sent);
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
      const smsId = await queueSms(
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
      return { smsId, warnings };
    });
    if (warnings.length) void this.mail.sendNow(warnings);
    // Sent now rather than at the delivery job's next turn: the person is waiting for it. A failure stays queued.
    if (smsId) await this.delivery.deliverDue(now, [smsId]);
  }
}
