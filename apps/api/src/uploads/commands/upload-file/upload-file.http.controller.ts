import { Controller, Inject, Ip, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { Public } from '@app/auth';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { invalidField } from '@app/domain';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../../platform/http/replies.js';
import { RateLimits } from '../../../platform/rate-limit/rate-limits.js';
import { UploadFileCommand } from './upload-file.command.js';

export const UPLOAD_MISSING = 'Please select a file';

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
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      properties: {
        file: { type: 'string', format: 'binary', description: 'png, jpg, jpeg, webp or avif image; docx or pdf' },
      },
    },
  })
  @ApiReply(uploadedFile, { status: 201 })
  @ApiErrors(400, 429)
  async upload(@Req() request: FastifyRequest, @Ip() ip: string) {
    await this.rateLimits.perIp('upload', ip, this.config.RATE_LIMIT_UPLOAD_IP);
    if (!request.isMultipart()) throw invalidField('file', UPLOAD_MISSING);
    const file = await request.file().catch(() => undefined);
    if (!file || file.fieldname !== 'file') throw invalidField('file', UPLOAD_MISSING);
    const content = await file.toBuffer().catch((error: { code?: string }) => {
      if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
        throw invalidField('file', `The file is too large; the limit is ${this.sizeLimit()}`);
      }
      throw error;
    });
    if (content.length === 0) throw invalidField('file', UPLOAD_MISSING);
    const uploaded = await this.commands.execute(new UploadFileCommand(file.filename ?? 'file', content));
    return reply(uploaded, 'File uploaded successfully');
  }

  private sizeLimit(): string {
    const mib = this.config.UPLOAD_MAX_BYTES / (1024 * 1024);
    return mib >= 1 ? `${Number(mib.toFixed(1))} MB` : `${Math.round(this.config.UPLOAD_MAX_BYTES / 1024)} KB`;
  }
}
