import { Query } from '@nestjs/cqrs';
import type { StaffActor } from '../../../../platform/audit/staff-actor.decorator.js';
import type { ResourceReading } from '../../resource-reading.js';

/** One record of any resource, in its fuller view where it has one; the resource's 404 when there is none. */
export class GetResourceQuery<E extends object = object> extends Query<unknown> {
  constructor(
    readonly reading: ResourceReading<E>,
    readonly id: string | number,
    readonly actor: StaffActor,
  ) {
    super();
  }
}
