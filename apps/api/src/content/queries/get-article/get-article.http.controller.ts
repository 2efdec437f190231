import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '@app/auth';
import { integerId } from '@app/domain';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../../platform/http/replies.js';
import { ValidParam } from '../../../platform/http/validation.js';
import { articleView } from '../../article.view.js';
import { CONTENT_ERRORS } from '../../content.errors.js';
import { GetArticleQuery } from './get-article.query.js';

@ApiTags('blogs')
@Controller('blogs')
export class GetArticleController {
  constructor(private readonly queries: QueryBus) {}

  /** One published article; its fields are also spread at the top of `data` for clients reading them there. */
  @Public()
  @Get(':id')
  @ApiReply(articleView.extend({ blog: articleView }))
  @ApiErrors(404)
  async get(@ValidParam('id', () => CONTENT_ERRORS.error('article_not_found'), integerId) id: number) {
    const view = await this.queries.execute(new GetArticleQuery(id));
    return reply({ blog: view, ...view });
  }
}
