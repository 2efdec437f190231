import { Controller, Get, NotFoundException, Param, Res } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '@app/auth';
import { ApiErrors } from '../platform/http/error-replies.js';
import { FileStorage } from '../platform/storage/file-storage.js';

@ApiTags('files')
@Controller('files')
export class ServeFileController {
  constructor(private readonly storage: FileStorage) {}

  /** Stored uploads by key. Keys are unguessable (random uuids), and files are served as downloads-safe content. */
  @Public()
  @Get('*')
  @ApiProduces('application/octet-stream')
  @ApiErrors(404)
  async serve(@Param('*') path: string | string[], @Res() response: FastifyReply) {
    const key = Array.isArray(path) ? path.join('/') : path;
    const file = await this.storage.get(key);
    if (!file) throw new NotFoundException('File not found');
    void response
      .header('Content-Type', file.contentType)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .send(file.body);
  }
}
