import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { AdvocateApplicationEntity } from '@app/persistence';
import { recordRead } from '../../../../platform/audit/audit-trail.js';
import { FileStorage } from '../../../../platform/storage/file-storage.js';
import { storageKeyOf } from '../../../../platform/storage/file-urls.js';
import { ADMIN_ERRORS } from '../../../admin.errors.js';
import { type ApplicationFileDownload, DownloadApplicationFileQuery } from './download-application-file.query.js';

/** The stored file, once staff's reading of it is in the audit log. */
@QueryHandler(DownloadApplicationFileQuery)
export class DownloadApplicationFileHandler implements IQueryHandler<DownloadApplicationFileQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly storage: FileStorage,
  ) {}

  async execute({ actor, applicationId, file }: DownloadApplicationFileQuery): Promise<ApplicationFileDownload> {
    const application = await this.em.fork().findOne(AdvocateApplicationEntity, { id: applicationId });
    if (!application) throw ADMIN_ERRORS.error('advocate_application_not_found');
    const key = storageKeyOf(application[file]);
    const stored = key ? await this.storage.get(key) : null;
    if (!stored) throw ADMIN_ERRORS.error('file_not_found');
    await recordRead(this.em, actor, {
      action: `${file}_downloaded`,
      resource: 'advocate-applications',
      recordId: application.id,
    });
    return { ...stored, name: `${file}-${application.id}` };
  }
}
