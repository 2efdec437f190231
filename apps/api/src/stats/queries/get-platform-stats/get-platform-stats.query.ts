import { Query } from '@nestjs/cqrs';
import type { platformFigures } from '@app/projectors';

/** The home page's "by the numbers" (the stats projector's platform figures). */
export class GetPlatformStatsQuery extends Query<Awaited<ReturnType<typeof platformFigures>>> {}
