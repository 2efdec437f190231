import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { phoneCodeRefusal } from '@app/domain';
import { PhoneVerificationEntity, UserEntity, VERIFIED_PHONE_UNIQUE_INDEX } from '@app/persistence';
import { phoneCodeHash, phoneCodeMatches } from '../../phone-code-hash.js';
import { ConfirmPhoneCodeCommand } from './confirm-phone-code.command.js';
import { SMS_ERRORS } from '../../sms.errors.js';

@CommandHandler(ConfirmPhoneCodeCommand)
export class ConfirmPhoneCodeHandler implements ICommandHandler<ConfirmPhoneCodeCommand> {
  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ userId, code }: ConfirmPhoneCodeCommand): Promise<void> {
    // The outcome is decided and recorded in one transaction, then refused outside it: a wrong try must stay counted.
    const refusal = await this.em
      .fork()
      .transactional(async (em) => {
        const user = await em.findOneOrFail(UserEntity, { id: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (user.phoneVerifiedAt) return 'already_verified' as const;
        const sent = await em.findOne(PhoneVerificationEntity, { user: userId });
        const now = new Date();
        const refused = phoneCodeRefusal(sent, user.phoneNumber, now);
        if (refused || !sent) return refused ?? 'no_code';
        const given = phoneCodeHash(this.config.JWT_SECRET, user.id, user.phoneNumber, code);
        if (!phoneCodeMatches(sent.codeHash, given)) {
          sent.attempts += 1;
          return 'code_wrong' as const;
        }
        user.phoneVerifiedAt = now;
        em.remove(sent);
        return null;
      })
      .catch((error: unknown) => {
        if ((error as { constraint?: string }).constraint === VERIFIED_PHONE_UNIQUE_INDEX)
          return 'number_taken' as const;
        throw error;
      });
    if (refusal === 'already_verified' || refusal === 'number_taken') throw SMS_ERRORS.error(refusal);
    if (refusal) throw SMS_ERRORS.error(refusal, { field: 'code' });
  }
}
