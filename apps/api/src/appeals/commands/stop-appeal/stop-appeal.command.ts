import { Command } from '@nestjs/cqrs';
import type { AppealActor } from '../../appeal-actor.js';
import type { AppealView } from '../../appeal.view.js';

export class StopAppealCommand extends Command<AppealView> {
  constructor(
    readonly actor: AppealActor,
    readonly appealId: string,
  ) {
    super();
  }
}
