import { adminNotFound } from '../../../admin.errors.js';
import { Controller, Delete, Post, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { StaffRoute } from '@app/auth';
import { integerId } from '@app/domain';
import { ApiErrors } from '../../../../platform/http/error-replies.js';
import { ValidBody, ValidParam } from '../../../../platform/http/validation.js';
import { ApiBareReply } from '../../../platform/admin-replies.js';
import { Actor, type StaffActor } from '../../../../platform/audit/staff-actor.decorator.js';
import { adminArticleSchema, articleBody, type ArticleBody } from '../../article.admin-view.js';
import { CreateArticleCommand } from './create-article.command.js';
import { DeleteArticleCommand } from '../delete-article/delete-article.command.js';
import { UpdateArticleCommand } from '../update-article/update-article.command.js';

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
  update(
    @ValidParam('id', adminNotFound('article_not_found'), integerId) id: number,
    @ValidBody(articleBody) body: ArticleBody,
    @Actor() actor: StaffActor,
  ) {
    return this.commands.execute(new UpdateArticleCommand(actor, id, body));
  }

  @Delete(':id')
  @ApiBareReply(adminArticleSchema)
  @ApiErrors(401, 404)
  remove(@ValidParam('id', adminNotFound('article_not_found'), integerId) id: number, @Actor() actor: StaffActor) {
    return this.commands.execute(new DeleteArticleCommand(actor, id));
  }
}
