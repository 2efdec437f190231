import { adminNotFound } from '../../../admin.errors.js';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { ArticleEntity } from '@app/persistence';
import { changeAudited } from '../../../../platform/audit/audit-trail.js';
import { adminArticleView, applyArticleBody, claimArticleUploads } from '../../article.admin-view.js';
import { UpdateArticleCommand } from './update-article.command.js';

@CommandHandler(UpdateArticleCommand)
export class UpdateArticleHandler implements ICommandHandler<UpdateArticleCommand> {
  constructor(private readonly em: EntityManager) {}

  execute({ actor, id, body }: UpdateArticleCommand) {
    return changeAudited(
      this.em,
      actor,
      { resource: 'articles', entity: ArticleEntity, id, notFound: adminNotFound('article_not_found') },
      (before, after) =>
        before.status === after.status ? 'edited' : after.status === 'published' ? 'published' : 'unpublished',
      adminArticleView,
      async (article, tx) => {
        applyArticleBody(article, body);
        await tx.flush();
        await claimArticleUploads(tx, article);
      },
    );
  }
}
