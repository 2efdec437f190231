import { Command } from '@nestjs/cqrs';
import { changePhoneForm } from '@app/domain';

export const changePhoneNumberRequest = changePhoneForm;

/** A new number on the profile: it is unverified until a code sent to it comes back. The same number changes nothing. */
export class ChangePhoneNumberCommand extends Command<{ changed: boolean }> {
  constructor(
    readonly userId: string,
    readonly phoneNumber: string,
  ) {
    super();
  }
}
