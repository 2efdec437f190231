import { Command } from '@nestjs/cqrs';

/** Sends a new code to the person's current number, replacing any earlier code. */
export class SendPhoneCodeCommand extends Command<void> {
  constructor(readonly userId: string) {
    super();
  }
}
