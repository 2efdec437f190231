import { Controller, Get, Param } from '@nestjs/common';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import { EntityManager } from '@mikro-orm/postgresql';
import { Public } from '@app/auth';
import { NotFoundError } from '@app/domain';
import { ArticleEntity } from '@app/persistence';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../../platform/http/replies.js';
import { articleView, toArticleView } from '../../article.view.js';

export const ARTICLE_NOT_FOUND = 'Article not found';

@ApiTags('blogs')
@Controller('blogs')
export class GetArticleController {
  constructor(private readonly em: EntityManager) {}

  /** One published article; its fields are also spread at the top of `data` for clients reading them there. */
  @Public()
  @Get(':id')
  @ApiParam({ name: 'id', schema: { type: 'integer' } })
  @ApiReply(articleView.extend({ blog: articleView }))
  @ApiErrors(404)
  async get(@Param('id') id: string) {
    if (!/^\d{1,9}$/.test(id)) throw new NotFoundError(ARTICLE_NOT_FOUND);
    const article = await this.em.fork().findOne(ArticleEntity, { id: Number(id), status: 'published' });
    if (!article) throw new NotFoundError(ARTICLE_NOT_FOUND);
    const view = toArticleView(article);
    return reply({ blog: view, ...view });
  }
}
