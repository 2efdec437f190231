import { Command } from '@nestjs/cqrs';

/** A targeted donor opened the request in the app; the reply is when they first did. */
export class MarkRequestSeenCommand extends Command<Date> {
  constructor(
    readonly donorId: string,
    readonly requestId: string,
  ) {
    super();
  }
}
