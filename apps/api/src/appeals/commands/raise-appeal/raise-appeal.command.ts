import { Command } from '@nestjs/cqrs';
import type { z } from 'zod';
import type { raiseAppealForm } from '@app/domain';
import type { AppealActor } from '../../appeal-actor.js';
import type { AppealView } from '../../appeal.view.js';

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
