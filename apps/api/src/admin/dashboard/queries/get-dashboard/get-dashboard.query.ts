import { Query } from '@nestjs/cqrs';
import type { Dashboard } from './get-dashboard.response.dto.js';

/** The staff console's first page: platform figures and what waits in each queue. */
export class GetDashboardQuery extends Query<Dashboard> {}
