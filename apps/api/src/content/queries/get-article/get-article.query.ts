import { Query } from '@nestjs/cqrs';
import type { ArticleView } from '../../article.view.js';

/** One published article. */
export class GetArticleQuery extends Query<ArticleView> {
  constructor(readonly id: number) {
    super();
  }
}
