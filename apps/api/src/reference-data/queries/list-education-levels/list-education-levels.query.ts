import { Query } from '@nestjs/cqrs';
import type { LanguageCode } from '@app/i18n';
import type { Named } from '../../reference-data.schemas.js';

/** The education levels as seeded, each with its name in the language asked for. */
export class ListEducationLevelsQuery extends Query<(Named & { label: string })[]> {
  constructor(readonly language: LanguageCode) {
    super();
  }
}
