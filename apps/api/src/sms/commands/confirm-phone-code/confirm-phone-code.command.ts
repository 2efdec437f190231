import { Command } from '@nestjs/cqrs';
import { confirmPhoneCodeForm } from '@app/domain';

export const confirmPhoneCodeRequest = confirmPhoneCodeForm;

/** Proves the person holds their number with the code texted to it. */
export class ConfirmPhoneCodeCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly code: string,
  ) {
    super();
  }
}
