import { ADMIN_ERRORS, adminNotFound } from '../../../admin.errors.js';
import { Controller, Get, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyReply } from 'fastify';
import { StaffRoute } from '@app/auth';
import { AdvocateApplicationEntity } from '@app/persistence';
import { ApiErrors } from '../../../../platform/http/error-replies.js';
import { ApiFileReply } from '../../../../platform/http/replies.js';
import { FileStorage } from '../../../../platform/storage/file-storage.js';
import { storageKeyOf } from '../../../../platform/storage/file-urls.js';
import { recordRead } from '../../../../platform/audit/audit-trail.js';
import { Actor, type StaffActor } from '../../../../platform/audit/staff-actor.decorator.js';
import { contentDisposition, SERVED_CONTENT_TYPES } from '../../../../uploads/index.js';
import { ValidParam } from '../../../../platform/http/validation.js';

/** The applicant's passport photo and CV, to staff only (the public file route refuses them). */
@ApiTags('admin')
@StaffRoute()
@Controller('admin/advocate-applications')
export class DownloadApplicationFileController {
  constructor(
    private readonly em: EntityManager,
    private readonly storage: FileStorage,
  ) {}

  @Get(':id/passport')
  @ApiFileReply(SERVED_CONTENT_TYPES, 'The passport photo')
  @ApiErrors(401, 403, 404, 503)
  passport(
    @ValidParam('id', adminNotFound('advocate_application_not_found')) id: string,
    @Actor() actor: StaffActor,
    @Res() response: FastifyReply,
  ) {
    return this.send(id, 'passport', actor, response);
  }

  @Get(':id/cv')
  @ApiFileReply(SERVED_CONTENT_TYPES, 'The CV')
  @ApiErrors(401, 403, 404, 503)
  cv(
    @ValidParam('id', adminNotFound('advocate_application_not_found')) id: string,
    @Actor() actor: StaffActor,
    @Res() response: FastifyReply,
  ) {
    return this.send(id, 'cv', actor, response);
  }

  private async send(id: string, file: 'passport' | 'cv', actor: StaffActor, response: FastifyReply) {
    const application = await this.em.fork().findOne(AdvocateApplicationEntity, { id });
    if (!application) throw ADMIN_ERRORS.error('advocate_application_not_found');
    const key = storageKeyOf(application[file]);
    const stored = key ? await this.storage.get(key) : null;
    if (!stored) throw ADMIN_ERRORS.error('file_not_found');
    await recordRead(this.em, actor, {
      action: `${file}_downloaded`,
      resource: 'advocate-applications',
      recordId: application.id,
    });
    void response
      .header('Content-Type', stored.contentType)
      .header('Content-Disposition', contentDisposition(stored.contentType, `${file}-${application.id}`))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .header('Cache-Control', 'private, no-store')
      .send(stored.body);
  }
}
