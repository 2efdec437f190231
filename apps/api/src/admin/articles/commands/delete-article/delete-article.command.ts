import { Command } from '@nestjs/cqrs';
import type { z } from 'zod';
import type { StaffActor } from '../../../../platform/audit/staff-actor.decorator.js';
import type { adminArticleSchema } from '../../article.admin-view.js';

export class DeleteArticleCommand extends Command<z.output<typeof adminArticleSchema>> {
  constructor(
    readonly actor: StaffActor,
    readonly id: number,
  ) {
    super();
  }
}
