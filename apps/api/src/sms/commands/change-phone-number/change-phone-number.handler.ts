import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { PhoneVerificationEntity, UserEntity } from '@app/persistence';
import { ChangePhoneNumberCommand } from './change-phone-number.command.js';

@CommandHandler(ChangePhoneNumberCommand)
export class ChangePhoneNumberHandler implements ICommandHandler<ChangePhoneNumberCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ userId, phoneNumber }: ChangePhoneNumberCommand): Promise<{ changed: boolean }> {
    return this.em.fork().transactional(async (em) => {
      const user = await em.findOneOrFail(UserEntity, { id: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (user.phoneNumber === phoneNumber) return { changed: false };
      user.phoneNumber = phoneNumber;
      user.phoneVerifiedAt = null;
      // A code sent to the old number must not verify the new one (it is bound to its number besides).
      await em.nativeDelete(PhoneVerificationEntity, { user: userId });
      return { changed: true };
    });
  }
}
