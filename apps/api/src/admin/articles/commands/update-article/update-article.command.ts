import { Command } from '@nestjs/cqrs';
import type { z } from 'zod';
import type { StaffActor } from '../../../../platform/audit/staff-actor.decorator.js';
import type { adminArticleSchema, ArticleBody } from '../../article.admin-view.js';

export class UpdateArticleCommand extends Command<z.output<typeof adminArticleSchema>> {
  constructor(
    readonly actor: StaffActor,
    readonly id: number,
    readonly body: ArticleBody,
  ) {
    super();
  }
}
