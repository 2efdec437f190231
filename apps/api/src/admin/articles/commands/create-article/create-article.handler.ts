import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { ArticleEntity } from '@app/persistence';
import { appendAudit } from '../../../../platform/audit/audit-trail.js';
import { adminArticleView, applyArticleBody, claimArticleUploads } from '../../article.admin-view.js';
import { CreateArticleCommand } from './create-article.command.js';

/** A new article; published ones are on /articles at once (the public list reads the same table). */
@CommandHandler(CreateArticleCommand)
export class CreateArticleHandler implements ICommandHandler<CreateArticleCommand> {
  constructor(private readonly em: EntityManager) {}

  execute({ actor, body }: CreateArticleCommand) {
    return this.em.fork().transactional(async (tx) => {
      const article = tx.create(ArticleEntity, { title: body.title, content: body.content, status: body.status });
      applyArticleBody(article, body);
      await tx.flush();
      await claimArticleUploads(tx, article);
      const after = adminArticleView(article);
      appendAudit(tx, actor, { action: 'created', resource: 'articles', recordId: String(article.id), after });
      return after;
    });
  }
}
