import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { Public } from '@app/auth';
import { ArticleEntity } from '@app/persistence';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import {
  ApiReply,
  pageInfo,
  pageInfoSchema,
  pageQuery,
  pageWindow,
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
  @ApiReply(z.object({ blogs: z.array(articleView), page_info: pageInfoSchema }))
  @ApiErrors(400)
  async list(@ValidQuery(pageQuery) query: PageQuery) {
    const { offset, limit } = pageWindow(query);
    const [articles, total] = await this.em
      .fork()
      .findAndCount(
        ArticleEntity,
        { status: 'published' },
        { orderBy: { createdAt: 'desc', id: 'desc' }, offset, limit },
      );
    return reply({ blogs: articles.map(toArticleView), page_info: pageInfo(total, query) });
  }
}
