import { Command } from '@nestjs/cqrs';
import type { z } from 'zod';
import type { updateAppealForm } from '@app/domain';
import type { AppealActor } from '../../appeal-actor.js';
import type { AppealView } from '../../appeal.view.js';

export type UpdateAppealRequest = z.output<typeof updateAppealForm>;

export class UpdateAppealCommand extends Command<AppealView> {
  constructor(
    readonly actor: AppealActor,
    readonly appealId: string,
    readonly request: UpdateAppealRequest,
  ) {
    super();
  }
}
