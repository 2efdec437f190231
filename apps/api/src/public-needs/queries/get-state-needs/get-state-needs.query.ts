import { Query } from '@nestjs/cqrs';
import type { PublicNeedsBoard } from '../../public-needs-board.js';

/** One state's open need for blood, by the state's slug. */
export class GetStateNeedsQuery extends Query<Awaited<ReturnType<PublicNeedsBoard['state']>>> {
  constructor(readonly slug: string) {
    super();
  }
}
