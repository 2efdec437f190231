import { Query } from '@nestjs/cqrs';
import type { StaffActor } from '../../../../platform/audit/staff-actor.decorator.js';
import type { ResourceReading } from '../../resource-reading.js';
import type { ExportQuery } from '../list-resource/list-resource.request.dto.js';

/** Any resource's whole filtered list as CSV text, always audited (a file leaves the console). */
export class ExportResourceQuery<E extends object = object> extends Query<string> {
  constructor(
    readonly reading: ResourceReading<E>,
    readonly asked: ExportQuery,
    readonly actor: StaffActor,
  ) {
    super();
  }
}
