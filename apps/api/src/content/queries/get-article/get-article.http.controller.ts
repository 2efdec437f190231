import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { EntityManager } from '@mikro-orm/postgresql';
import { Public } from '@app/auth';
import { integerId } from '@app/domain';
import { ArticleEntity } from '@app/persistence';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../../platform/http/replies.js';
import { ValidParam } from '../../../platform/http/validation.js';
import { articleView, toArticleView } from '../../article.view.js';
import { CONTENT_ERRORS } from '../../content.errors.js';

@ApiTags('blogs')
@Controller('blogs')
export class GetArticleController {
  constructor(private readonly em: EntityManager) {}

  /** One published article; its fields are also spread at the top of `data` for clients reading them there. */
  @Public()
  @Get(':id')
  @ApiReply(articleView.extend({ blog: articleView }))
  @ApiErrors(404)
  async get(@ValidParam('id', () => CONTENT_ERRORS.error('article_not_found'), integerId) id: number) {
    const article = await this.em.fork().findOne(ArticleEntity, { id, status: 'published' });
    if (!article) throw CONTENT_ERRORS.error('article_not_found');
    const view = toArticleView(article);
    return reply({ blog: view, ...view });
  }
}
