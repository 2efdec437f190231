import { Module } from '@nestjs/common';
import { GetArticleController } from './queries/get-article/get-article.http.controller.js';
import { GetArticleHandler } from './queries/get-article/get-article.handler.js';
import { ListArticlesController } from './queries/list-articles/list-articles.http.controller.js';
import { ListArticlesHandler } from './queries/list-articles/list-articles.handler.js';

/** Articles (the blog). Staff write them through the admin console; the HTML is sanitised on every write. */
@Module({
  controllers: [ListArticlesController, GetArticleController],
  providers: [ListArticlesHandler, GetArticleHandler],
})
export class ContentModule {}
