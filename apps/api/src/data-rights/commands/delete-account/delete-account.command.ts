import { Command } from '@nestjs/cqrs';

export interface AccountDeletion {
  requestsClosed: number;
  matchesReleased: number;
}

/** The signed-in person deletes their account, confirming with their password. */
export class DeleteAccountCommand extends Command<AccountDeletion> {
  constructor(
    readonly userId: string,
    readonly password: string,
  ) {
    super();
  }
}
