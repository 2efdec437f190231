import { Query } from '@nestjs/cqrs';
import type { PersonalDataExport } from './personal-data-export.js';

/** Everything held about one person, as the document they download. */
export class ExportPersonalDataQuery extends Query<PersonalDataExport> {
  constructor(readonly userId: string) {
    super();
  }
}
