import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { PhoneVerificationEntity, UserEntity } from '@app/persistence';
import { RateLimits } from '../../../platform/rate-limit/rate-limits.js';
import { statementsOf } from '../../../platform/sql/bound-statements.js';
import { ChangePhoneNumberCommand } from './change-phone-number.command.js';

@CommandHandler(ChangePhoneNumberCommand)
export class ChangePhoneNumberHandler implements ICommandHandler<ChangePhoneNumberCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly rateLimits: RateLimits,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ userId, phoneNumber }: ChangePhoneNumberCommand): Promise<{ changed: boolean }> {
    return this.em.fork().transactional(async (em) => {
      const user = await em.findOneOrFail(UserEntity, { id: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (user.phoneNumber === phoneNumber) return { changed: false };
      // Each change opens a fresh per-number code budget: without a limit of its own, one account could text
      // number after number.
      await this.rateLimits.perAccount(
        statementsOf(em),
        'phone-change',
        user.id,
        this.config.RATE_LIMIT_PHONE_CHANGE_ACCOUNT,
        'api:phone.tooManyChanges',
      );
      user.phoneNumber = phoneNumber;
      user.phoneVerifiedAt = null;
      // A code sent to the old number must not verify the new one (it is bound to its number besides).
      await em.nativeDelete(PhoneVerificationEntity, { user: userId });
      return { changed: true };
    });
  }
}
