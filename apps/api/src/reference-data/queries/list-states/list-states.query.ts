import { Query } from '@nestjs/cqrs';
import type { Named } from '../../reference-data.schemas.js';

/** Nigeria's states, by name. */
export class ListStatesQuery extends Query<Named[]> {}
