import { Query } from '@nestjs/cqrs';
import type { z } from 'zod';
import type { AppealActor } from '../../appeal-actor.js';
import type { slotSchema } from '../../appeal.view.js';

/** Donors coming per hour to an appeal, against what the hospital can take. */
export class AppealSlotsQuery extends Query<z.output<typeof slotSchema>[]> {
  constructor(
    readonly actor: AppealActor,
    readonly appealId: string,
  ) {
    super();
  }
}
