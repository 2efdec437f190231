import { Command } from '@nestjs/cqrs';

export class UploadProfileImageCommand extends Command<{ image: string }> {
  constructor(
    readonly userId: string,
    readonly content: Buffer,
  ) {
    super();
  }
}
