import { randomBytes } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { UploadEntity } from '@app/persistence';
import { FileStorage } from '../../../platform/storage/file-storage.js';
import { fileUrl } from '../../../platform/storage/file-urls.js';
import { detectAcceptedFile, nameContradicts } from '../../file-kinds.js';
import { UploadFileCommand, type UploadedFile } from './upload-file.command.js';
import { UPLOAD_ERRORS } from '../../uploads.errors.js';

/** The client's file name reduced to safe characters, for a readable storage key. */
export const safeFileName = (name: string): string => {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[^A-Za-z0-9]+/, '')
    .replace(/\.{2,}/g, '.')
    .slice(0, 80);
  return cleaned || 'file';
};

/** ISO 8601 in its basic form (no colons, which storage keys do not take): 20261122T091714.123Z. */
const isoTimestamp = (now: Date) => now.toISOString().replace(/[-:]/g, '');

/**
 * Judges the file by its bytes, stores it as files/{token}/{filename}-{ISO timestamp} (the random token keeps the
 * URL unguessable: these are CVs and passport photos) and records it as unclaimed until an application uses it.
 */
@CommandHandler(UploadFileCommand)
export class UploadFileHandler implements ICommandHandler<UploadFileCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly storage: FileStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ fileName, content, only, alongside }: UploadFileCommand): Promise<UploadedFile> {
    const accepted = await detectAcceptedFile(content);
    if (!accepted) throw only ? only.refusal() : UPLOAD_ERRORS.error('file_rejected', { field: 'file' });
    if (only && accepted.kind !== only.kind) throw only.refusal();
    if (nameContradicts(fileName, accepted)) throw UPLOAD_ERRORS.error('file_name_mismatch', { field: 'file' });
    const name = safeFileName(fileName);
    const key = `files/${randomBytes(12).toString('hex')}/${name}-${isoTimestamp(new Date())}`;
    await this.storage.put(key, content, accepted.contentType);
    const url = fileUrl(this.config, key);
    const em = this.em.fork();
    const upload = em.create(UploadEntity, {
      storageKey: key,
      url,
      kind: accepted.kind,
      contentType: accepted.contentType,
      size: content.length,
      originalName: fileName.slice(0, 255),
    });
    alongside?.(em, upload);
    await em.flush();
    return { url, kind: accepted.kind, content_type: accepted.contentType, size: content.length, name };
  }
}
