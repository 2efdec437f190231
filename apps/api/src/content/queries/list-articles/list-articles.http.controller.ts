import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '@app/auth';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, pageQuery, pageReplySchema, reply, type PageQuery } from '../../../platform/http/replies.js';
import { ValidQuery } from '../../../platform/http/validation.js';
import { articleView } from '../../article.view.js';
import { ListArticlesQuery } from './list-articles.query.js';

@ApiTags('blogs')
@Controller('blogs')
export class ListArticlesController {
  constructor(private readonly queries: QueryBus) {}

  /** Published articles, newest first. */
  @Public()
  @Get()
  @ApiReply(pageReplySchema('blogs', articleView))
  @ApiErrors(400)
  async list(@ValidQuery(pageQuery) query: PageQuery) {
    return reply(await this.queries.execute(new ListArticlesQuery(query)));
  }
}
