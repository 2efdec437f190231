import { Command } from '@nestjs/cqrs';
import { z } from 'zod';
import { raiseAppealForm } from '@app/domain';
import type { AppealActor } from '../../appeal-actor.js';
import type { AppealView } from '../../appeal.view.js';

/** Staff name the hospital; an officer raises for their own. */
export const staffRaiseAppealRequest = raiseAppealForm.and(
  z.object({ hospital_id: z.uuid({ error: 'Choose a hospital' }) }),
);
export type StaffRaiseAppealRequest = z.output<typeof staffRaiseAppealRequest>;
export type RaiseAppealRequest = z.output<typeof raiseAppealForm>;

export class RaiseAppealCommand extends Command<AppealView> {
  constructor(
    readonly actor: AppealActor,
    readonly hospitalId: string,
    readonly request: RaiseAppealRequest,
  ) {
    super();
  }
}
