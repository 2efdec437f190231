import { Controller, Inject, Ip, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { Public } from '@app/auth';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../../platform/http/replies.js';
import { RateLimits } from '../../../platform/rate-limit/rate-limits.js';
import { UploadFileCommand } from './upload-file.command.js';
import { ApiFileUpload, readUploadedFile } from './upload-file.request.dto.js';

const uploadedFile = z.object({
  url: z.string().describe('Download URL; send it as the passport or cv of an advocate application'),
  kind: z.enum(['image', 'document']),
  content_type: z.string(),
  size: z.number().int(),
  name: z.string(),
});

@ApiTags('uploads')
@Controller('uploads')
export class UploadFileController {
  constructor(
    private readonly commands: CommandBus,
    private readonly rateLimits: RateLimits,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Public (the advocate form is) but rate-limited per IP. Unused uploads are deleted after a day. */
  @Public()
  @Post()
  @ApiFileUpload('png, jpg, jpeg, webp or avif image; docx or pdf')
  @ApiReply(uploadedFile, { status: 201 })
  @ApiErrors(400, 429, 503)
  async upload(@Req() request: FastifyRequest, @Ip() ip: string) {
    await this.rateLimits.perIp('upload', ip, this.config.RATE_LIMIT_UPLOAD_IP);
    const { fileName, content } = await readUploadedFile(request, this.config.UPLOAD_MAX_BYTES);
    const uploaded = await this.commands.execute(new UploadFileCommand(fileName, content));
    return reply(uploaded, { key: 'api:files.uploaded' });
  }
}
