import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { ArticleEntity } from '@app/persistence';
import { toArticleView, type ArticleView } from '../../article.view.js';
import { CONTENT_ERRORS } from '../../content.errors.js';
import { GetArticleQuery } from './get-article.query.js';

@QueryHandler(GetArticleQuery)
export class GetArticleHandler implements IQueryHandler<GetArticleQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ id }: GetArticleQuery): Promise<ArticleView> {
    const article = await this.em.fork().findOne(ArticleEntity, { id, status: 'published' });
    if (!article) throw CONTENT_ERRORS.error('article_not_found');
    return toArticleView(article);
  }
}
