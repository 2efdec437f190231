import { Command } from '@nestjs/cqrs';
import type { UploadKind } from '@app/persistence';

export interface UploadedFile {
  url: string;
  kind: UploadKind;
  content_type: string;
  size: number;
  name: string;
}

export class UploadFileCommand extends Command<UploadedFile> {
  constructor(
    readonly fileName: string,
    readonly content: Buffer,
    /** Refuse (before storing) files of another kind, with this message. */
    readonly only?: { kind: UploadKind; message: string },
  ) {
    super();
  }
}
