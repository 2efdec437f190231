import { Query } from '@nestjs/cqrs';
import type { pageInfo, PageQuery } from '../../../platform/http/replies.js';
import type { ArticleView } from '../../article.view.js';

export interface ArticleList {
  blogs: ArticleView[];
  page_info: ReturnType<typeof pageInfo>;
}

/** Published articles, newest first. */
export class ListArticlesQuery extends Query<ArticleList> {
  constructor(readonly page: PageQuery) {
    super();
  }
}
