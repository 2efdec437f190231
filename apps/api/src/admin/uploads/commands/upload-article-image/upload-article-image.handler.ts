import { CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { appendAudit } from '../../../../platform/audit/audit-trail.js';
import { UploadFileCommand, type UploadedFile } from '../../../../uploads/index.js';
import { ADMIN_ERRORS } from '../../../admin.errors.js';
import { UploadArticleImageCommand, type UploadedArticleImage } from './upload-article-image.command.js';

const imageOnly = () => ADMIN_ERRORS.error('image_only', { field: 'file' });

/** Stored as user uploads are, images only, with the audit entry in the upload's unit of work. */
@CommandHandler(UploadArticleImageCommand)
export class UploadArticleImageHandler implements ICommandHandler<UploadArticleImageCommand> {
  constructor(private readonly commands: CommandBus) {}

  async execute({ actor, fileName, content }: UploadArticleImageCommand): Promise<UploadedArticleImage> {
    const uploaded: UploadedFile = await this.commands.execute(
      new UploadFileCommand(fileName, content, { kind: 'image', refusal: imageOnly }, (em, upload) =>
        appendAudit(em, actor, {
          action: 'uploaded',
          resource: 'uploads',
          recordId: upload.id,
          after: { url: upload.url, content_type: upload.contentType, size: upload.size, name: upload.originalName },
        }),
      ),
    );
    return { url: uploaded.url };
  }
}
