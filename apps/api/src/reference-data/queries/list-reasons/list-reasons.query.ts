import { Query } from '@nestjs/cqrs';
import type { LanguageCode } from '@app/i18n';
import type { Named } from '../../reference-data.schemas.js';

/** The reasons a donor declines or a recipient asks for blood, named in the language asked for. */
export class ListReasonsQuery extends Query<(Named & { other: boolean })[]> {
  constructor(
    readonly type: 'decline' | 'request',
    readonly language: LanguageCode,
  ) {
    super();
  }
}
