import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { ArticleEntity } from '@app/persistence';
import { findPage, type PageReply } from '../../../platform/http/replies.js';
import { toArticleView, type ArticleView } from '../../article.view.js';
import { ListArticlesQuery } from './list-articles.query.js';

@QueryHandler(ListArticlesQuery)
export class ListArticlesHandler implements IQueryHandler<ListArticlesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ page: query }: ListArticlesQuery): Promise<PageReply<'blogs', ArticleView>> {
    const page = await findPage(
      this.em,
      ArticleEntity,
      { status: 'published' },
      { createdAt: 'desc', id: 'desc' },
      query,
    );
    return { blogs: page.rows.map(toArticleView), page_info: page.page_info };
  }
}
