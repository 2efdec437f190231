import { Controller, Get, Param, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '@app/auth';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiFileReply } from '../../../platform/http/replies.js';
import { contentDisposition, SERVED_CONTENT_TYPES } from '../../../uploads/index.js';
import { ServeFileQuery } from './serve-file.query.js';

@ApiTags('files')
@Controller('files')
export class ServeFileController {
  constructor(private readonly queries: QueryBus) {}

  /**
   * Stored uploads by key. Keys are unguessable (random uuids); pictures are shown inline, documents downloaded, and
   * neither can run script on our origin (sandboxed, no sniffing).
   */
  @Public()
  @Get('*')
  @ApiParam({
    name: 'path',
    description: 'The storage key from an upload URL (files/{token}/{name}); it contains slashes',
    schema: { type: 'string' },
  })
  @ApiFileReply(SERVED_CONTENT_TYPES, 'The stored file, in the type it was stored as')
  @ApiErrors(404, 503)
  async serve(@Param('*') path: string | string[], @Res() response: FastifyReply) {
    const key = Array.isArray(path) ? path.join('/') : path;
    const file = await this.queries.execute(new ServeFileQuery(key));
    void response
      .header('Content-Type', file.contentType)
      .header('Content-Disposition', contentDisposition(file.contentType, key.split('/').at(-1)!))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .send(file.body);
  }
}
