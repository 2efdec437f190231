import { Module } from '@nestjs/common';
import { GetArticleController } from './queries/get-article/get-article.http.controller.js';
import { ListArticlesController } from './queries/list-articles/list-articles.http.controller.js';

/** Articles (the blog). Staff write them through the admin console; the HTML is sanitised on every write. */
@Module({ controllers: [ListArticlesController, GetArticleController] })
export class ContentModule {}
