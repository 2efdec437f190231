import { Controller, Delete, Param, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { StaffRoute } from '@app/auth';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ValidBody } from '../../../platform/http/validation.js';
import { ApiBareReply } from '../../platform/admin-replies.js';
import { integerId, recordIdOr404 } from '../../platform/simple-rest.js';
import { Actor, type StaffActor } from '../../platform/staff-actor.decorator.js';
import { adminArticleSchema, articleBody, type ArticleBody } from '../article.admin-view.js';
import { CreateArticleCommand } from './create-article/create-article.command.js';
import { DeleteArticleCommand } from './delete-article/delete-article.command.js';
import { UpdateArticleCommand } from './update-article/update-article.command.js';

const NOT_FOUND = 'Article not found';

/** Create, edit and delete articles (the three writes react-admin's Create, Edit and Delete buttons send). */
@ApiTags('admin')
@StaffRoute()
@Controller('admin/articles')
export class ArticleWritesController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @ApiBareReply(adminArticleSchema, { status: 201 })
  @ApiErrors(400, 401)
  create(@ValidBody(articleBody) body: ArticleBody, @Actor() actor: StaffActor) {
    return this.commands.execute(new CreateArticleCommand(actor, body));
  }

  @Put(':id')
  @ApiBareReply(adminArticleSchema)
  @ApiErrors(400, 401, 404)
  update(@Param('id') id: string, @ValidBody(articleBody) body: ArticleBody, @Actor() actor: StaffActor) {
    return this.commands.execute(new UpdateArticleCommand(actor, recordIdOr404(integerId, id, NOT_FOUND), body));
  }

  @Delete(':id')
  @ApiBareReply(adminArticleSchema)
  @ApiErrors(401, 404)
  remove(@Param('id') id: string, @Actor() actor: StaffActor) {
    return this.commands.execute(new DeleteArticleCommand(actor, recordIdOr404(integerId, id, NOT_FOUND)));
  }
}
