import { Command } from '@nestjs/cqrs';
import type { StaffActor } from '../../../../platform/audit/staff-actor.decorator.js';

export interface UploadedArticleImage {
  url: string;
}

export class UploadArticleImageCommand extends Command<UploadedArticleImage> {
  constructor(
    readonly actor: StaffActor,
    readonly fileName: string,
    readonly content: Buffer,
  ) {
    super();
  }
}
