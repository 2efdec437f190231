import { Command } from '@nestjs/cqrs';

/** Ends one staff session; its token is refused from then on. */
export class StaffLogOutCommand extends Command<void> {
  constructor(readonly sessionId: string) {
    super();
  }
}
