import { Query } from '@nestjs/cqrs';
import type { PageQuery, PageReply } from '../../../platform/http/replies.js';
import type { ArticleView } from '../../article.view.js';

/** Published articles, newest first. */
export class ListArticlesQuery extends Query<PageReply<'blogs', ArticleView>> {
  constructor(readonly page: PageQuery) {
    super();
  }
}
