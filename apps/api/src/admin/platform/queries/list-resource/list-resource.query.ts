import { Query } from '@nestjs/cqrs';
import type { StaffActor } from '../../../../platform/audit/staff-actor.decorator.js';
import type { ResourceReading } from '../../resource-reading.js';
import type { ListQuery } from './list-resource.request.dto.js';

/** One page of a resource as the console sees it, with where it starts and how many the whole list holds. */
export interface ResourcePage {
  rows: unknown[];
  offset: number;
  total: number;
}

/** One page of any resource's list (sort, range, filter), its reading audited where the resource says so. */
export class ListResourceQuery<E extends object = object> extends Query<ResourcePage> {
  constructor(
    readonly reading: ResourceReading<E>,
    readonly asked: ListQuery,
    readonly actor: StaffActor,
  ) {
    super();
  }
}
