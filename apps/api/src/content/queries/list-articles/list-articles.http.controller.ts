import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { EntityManager } from '@mikro-orm/postgresql';
import { Public } from '@app/auth';
import { ArticleEntity } from '@app/persistence';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import {
  ApiReply,
  findPage,
  pageQuery,
  pageReplySchema,
  reply,
  type PageQuery,
} from '../../../platform/http/replies.js';
import { ValidQuery } from '../../../platform/http/validation.js';
import { articleView, toArticleView } from '../../article.view.js';

@ApiTags('blogs')
@Controller('blogs')
export class ListArticlesController {
  constructor(private readonly em: EntityManager) {}

  /** Published articles, newest first. */
  @Public()
  @Get()
  @ApiReply(pageReplySchema('blogs', articleView))
  @ApiErrors(400)
  async list(@ValidQuery(pageQuery) query: PageQuery) {
    const page = await findPage(
      this.em,
      ArticleEntity,
      { status: 'published' },
      { createdAt: 'desc', id: 'desc' },
      query,
    );
    return reply({ blogs: page.rows.map(toArticleView), page_info: page.page_info });
  }
}
