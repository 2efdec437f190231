import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '@app/auth';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { ApiErrors } from '../platform/http/error-replies.js';
import { ApiFileReply } from '../platform/http/replies.js';
import { FileStorage } from '../platform/storage/file-storage.js';
import { fileUrl } from '../platform/storage/file-urls.js';
import { contentDisposition, SERVED_CONTENT_TYPES } from '../uploads/index.js';
import { FILE_ERRORS } from './files.errors.js';

@ApiTags('files')
@Controller('files')
export class ServeFileController {
  constructor(
    private readonly storage: FileStorage,
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

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
    if (await this.isApplicationFile(key)) throw FILE_ERRORS.error('file_not_found');
    const file = await this.storage.get(key);
    if (!file) throw FILE_ERRORS.error('file_not_found');
    void response
      .header('Content-Type', file.contentType)
      .header('Content-Disposition', contentDisposition(file.contentType, key.split('/').at(-1)!))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .send(file.body);
  }

  /** An advocate's passport photo and CV are staff's to see (through the admin API), once the application is in. */
  private async isApplicationFile(key: string): Promise<boolean> {
    const url = fileUrl(this.config, key);
    const rows = await this.em
      .getConnection()
      .execute<unknown[]>(`select 1 from advocate_application where passport = ? or cv = ? limit 1`, [url, url]);
    return rows.length > 0;
  }
}
