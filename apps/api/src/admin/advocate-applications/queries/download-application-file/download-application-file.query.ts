import { Query } from '@nestjs/cqrs';
import type { StaffActor } from '../../../../platform/audit/staff-actor.decorator.js';
import type { StoredFile } from '../../../../platform/storage/file-storage.js';

export type ApplicationFile = 'passport' | 'cv';

/** The stored file and the name it is downloaded under. */
export interface ApplicationFileDownload extends StoredFile {
  name: string;
}

/** One file of an advocate application, its download audited. */
export class DownloadApplicationFileQuery extends Query<ApplicationFileDownload> {
  constructor(
    readonly actor: StaffActor,
    readonly applicationId: string,
    readonly file: ApplicationFile,
  ) {
    super();
  }
}
