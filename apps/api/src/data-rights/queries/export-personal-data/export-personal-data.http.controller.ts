import { Controller, Get, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { CurrentUser, type AuthenticatedUser } from '@app/auth';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ExportPersonalDataQuery } from './export-personal-data.query.js';

@ApiTags('user')
@ApiBearerAuth()
@Controller('user')
export class ExportPersonalDataController {
  constructor(private readonly queries: QueryBus) {}

  /** The person's data as a file to keep: the JSON document itself, not the usual reply envelope. */
  @Get('export')
  @ApiOperation({ summary: 'Everything held about the signed-in person, as one JSON file (a download)' })
  @ApiResponse({
    status: 200,
    description: 'The export document, sent as an attachment',
    content: { 'application/json': { schema: { type: 'object', additionalProperties: true } } },
  })
  @ApiErrors(401, 404)
  async export(@CurrentUser() session: AuthenticatedUser, @Res({ passthrough: true }) response: FastifyReply) {
    const document = await this.queries.execute(new ExportPersonalDataQuery(session.id));
    void response
      .type('application/json; charset=utf-8')
      .header('cache-control', 'no-store')
      .header(
        'content-disposition',
        `attachment; filename="blood-match-my-data-${document.exported_at.slice(0, 10)}.json"`,
      );
    return document;
  }
}
