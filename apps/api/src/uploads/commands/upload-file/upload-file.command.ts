import { Command } from '@nestjs/cqrs';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { DomainError } from '@app/domain';
import type { UploadEntity, UploadKind } from '@app/persistence';

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
    readonly only?: { kind: UploadKind; refusal: () => DomainError },
    /** Writes more in the upload's unit of work (the staff console's audit entry). */
    readonly alongside?: (em: EntityManager, upload: UploadEntity) => void,
  ) {
    super();
  }
}
