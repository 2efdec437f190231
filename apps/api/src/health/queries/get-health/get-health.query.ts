import { Query } from '@nestjs/cqrs';
import type { Health } from './get-health.response.dto.js';

/** The state of each part the API depends on, and the sentences naming the parts that are down. */
export class GetHealthQuery extends Query<{ health: Health; problems: string[] }> {}
