import { Controller, Inject, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { StaffRoute } from '@app/auth';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { ApiErrors } from '../../../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../../../platform/http/replies.js';
import { ApiFileUpload, readUploadedFile } from '../../../../uploads/index.js';
import { Actor, type StaffActor } from '../../../../platform/audit/staff-actor.decorator.js';
import { UploadArticleImageCommand } from './upload-article-image.command.js';

/**
 * An image for an article (its cover or one inside its text), stored as user uploads are. It stays unclaimed until
 * an article that uses it is saved; the daily cleanup removes images no article took.
 */
@ApiTags('admin')
@StaffRoute()
@Controller('admin/uploads')
export class UploadArticleImageController {
  constructor(
    private readonly commands: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post()
  @ApiFileUpload('png, jpg, jpeg, webp or avif image')
  @ApiReply(z.object({ url: z.string() }), { status: 201 })
  @ApiErrors(400, 401, 403, 503)
  async upload(@Req() request: FastifyRequest, @Actor() actor: StaffActor) {
    const { fileName, content } = await readUploadedFile(request, this.config.UPLOAD_MAX_BYTES);
    const uploaded = await this.commands.execute(new UploadArticleImageCommand(actor, fileName, content));
    return reply(uploaded, { key: 'api:admin.imageUploaded' });
  }
}
