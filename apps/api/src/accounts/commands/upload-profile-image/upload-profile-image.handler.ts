import { randomUUID } from 'node:crypto';
import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { fileTypeFromBuffer } from 'file-type';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { UserEntity } from '@app/persistence';
import { FileStorage, storageFailureText } from '../../../platform/storage/file-storage.js';
import { fileUrl, storageKeyOf } from '../../../platform/storage/file-urls.js';
import { ACCOUNT_ERRORS } from '../../accounts.errors.js';
import { UploadProfileImageCommand } from './upload-profile-image.command.js';

/** What the profile accepts, judged by the bytes, never by the file's name. */
export const PROFILE_IMAGE_TYPES: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
};

@CommandHandler(UploadProfileImageCommand)
export class UploadProfileImageHandler implements ICommandHandler<UploadProfileImageCommand> {
  private readonly logger = new Logger('ProfileImages');

  constructor(
    private readonly em: EntityManager,
    private readonly storage: FileStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ userId, content }: UploadProfileImageCommand): Promise<{ image: string }> {
    const type = await fileTypeFromBuffer(content);
    const extension = type && PROFILE_IMAGE_TYPES[type.mime];
    if (!type || !extension) throw ACCOUNT_ERRORS.error('image_rejected', { field: 'image' });
    const key = `profile-images/${userId}/${randomUUID()}.${extension}`;
    await this.storage.put(key, content, type.mime);
    const em = this.em.fork();
    const user = await em.findOneOrFail(UserEntity, { id: userId });
    const previous = user.image;
    user.image = fileUrl(this.config, key);
    await em.flush();
    const previousKey = previous ? storageKeyOf(previous) : null;
    if (previousKey)
      await this.storage
        .delete(previousKey)
        .catch((error: unknown) => this.logger.warn(`could not delete ${previousKey}: ${storageFailureText(error)}`));
    return { image: user.image };
  }
}
