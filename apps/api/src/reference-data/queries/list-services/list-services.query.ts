import { Query } from '@nestjs/cqrs';
import type { Named } from '../../reference-data.schemas.js';

/** The services a money donation can be made through. */
export class ListServicesQuery extends Query<(Named & { kind: 'cash' | 'crypto' })[]> {}
