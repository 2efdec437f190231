import { adminNotFound } from '../../../admin.errors.js';
import { Controller, Get, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { StaffRoute } from '@app/auth';
import { ApiErrors } from '../../../../platform/http/error-replies.js';
import { ApiFileReply } from '../../../../platform/http/replies.js';
import { Actor, type StaffActor } from '../../../../platform/audit/staff-actor.decorator.js';
import { contentDisposition, SERVED_CONTENT_TYPES } from '../../../../uploads/index.js';
import { ValidParam } from '../../../../platform/http/validation.js';
import { type ApplicationFile, DownloadApplicationFileQuery } from './download-application-file.query.js';

/** The applicant's passport photo and CV, to staff only (the public file route refuses them). */
@ApiTags('admin')
@StaffRoute()
@Controller('admin/advocate-applications')
export class DownloadApplicationFileController {
  constructor(private readonly queries: QueryBus) {}

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

  private async send(id: string, file: ApplicationFile, actor: StaffActor, response: FastifyReply) {
    const stored = await this.queries.execute(new DownloadApplicationFileQuery(actor, id, file));
    void response
      .header('Content-Type', stored.contentType)
      .header('Content-Disposition', contentDisposition(stored.contentType, stored.name))
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .header('Cache-Control', 'private, no-store')
      .send(stored.body);
  }
}
