import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { FileStorage, type StoredFile } from '../../../platform/storage/file-storage.js';
import { fileUrl } from '../../../platform/storage/file-urls.js';
import { FILE_ERRORS } from '../../files.errors.js';
import { ServeFileQuery } from './serve-file.query.js';

@QueryHandler(ServeFileQuery)
export class ServeFileHandler implements IQueryHandler<ServeFileQuery> {
  constructor(
    private readonly storage: FileStorage,
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ key }: ServeFileQuery): Promise<StoredFile> {
    if (await this.isApplicationFile(key)) throw FILE_ERRORS.error('file_not_found');
    const file = await this.storage.get(key);
    if (!file) throw FILE_ERRORS.error('file_not_found');
    return file;
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
