import { ADMIN_ERRORS } from '../../../admin.errors.js';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { ArticleEntity } from '@app/persistence';
import { appendAudit } from '../../../../platform/audit/audit-trail.js';
import { adminArticleView } from '../../article.admin-view.js';
import { DeleteArticleCommand } from './delete-article.command.js';

/** Gone from /articles at once; the audit log keeps its last content. */
@CommandHandler(DeleteArticleCommand)
export class DeleteArticleHandler implements ICommandHandler<DeleteArticleCommand> {
  constructor(private readonly em: EntityManager) {}

  execute({ actor, id }: DeleteArticleCommand) {
    return this.em.fork().transactional(async (tx) => {
      const article = await tx.findOne(ArticleEntity, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!article) throw ADMIN_ERRORS.error('article_not_found');
      const before = adminArticleView(article);
      tx.remove(article);
      appendAudit(tx, actor, { action: 'deleted', resource: 'articles', recordId: String(id), before });
      return before;
    });
  }
}
