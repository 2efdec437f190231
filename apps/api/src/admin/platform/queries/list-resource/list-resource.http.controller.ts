import { Controller, Get, Res, type Type } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { StaffRoute } from '@app/auth';
import { Actor, type StaffActor } from '../../../../platform/audit/staff-actor.decorator.js';
import { ApiErrors } from '../../../../platform/http/error-replies.js';
import { ValidParam, ValidQuery } from '../../../../platform/http/validation.js';
import { ApiBareList, ApiBareReply } from '../../admin-replies.js';
import type { ResourceReading } from '../../resource-reading.js';
import { ExportResourceQuery } from '../export-resource/export-resource.query.js';
import { GetResourceQuery } from '../get-resource/get-resource.query.js';
import { ListResourceQuery } from './list-resource.query.js';
import { exportQuery, listQuery, type ExportQuery, type ListQuery } from './list-resource.request.dto.js';

/** `Content-Range: <resource> 0-24/319`, readable by the console across origins. */
const setContentRange = (reply: FastifyReply, resource: string, offset: number, count: number, total: number) => {
  void reply
    .header('Content-Range', count ? `${resource} ${offset}-${offset + count - 1}/${total}` : `${resource} */${total}`)
    .header('Access-Control-Expose-Headers', 'Content-Range');
};

/**
 * GET /admin/<resource> (the simple-rest list: sort, range, filter, Content-Range), GET /admin/<resource>/<id> and
 * GET /admin/<resource>/export, made from the resource's declaration so every resource's reads behave the same.
 * A factory, because the path, roles, operation ids and reply schemas are the declaration's, and they are decorators.
 */
export const resourceReadController = <E extends object>(reading: ResourceReading<E>): Type<unknown> => {
  const name = reading.listing.resource;
  const operation = name.replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase());

  @ApiTags('admin')
  @StaffRoute(...(reading.roles ?? []))
  @Controller(`admin/${name}`)
  class ResourceReadController {
    constructor(private readonly queries: QueryBus) {}

    @Get('export')
    @ApiOperation({
      operationId: `admin_${operation}_export`,
      summary: `The whole filtered list of ${name} as CSV (at most 10000 rows; audited)`,
    })
    @ApiProduces('text/csv')
    @ApiResponse({ status: 200, description: 'A CSV file, one row per record', schema: { type: 'string' } })
    @ApiErrors(400, 401, 403)
    async export(
      @ValidQuery(exportQuery) query: ExportQuery,
      @Actor() actor: StaffActor,
      @Res({ passthrough: true }) reply: FastifyReply,
    ) {
      const csv = await this.queries.execute(new ExportResourceQuery(reading, query, actor));
      const day = new Date().toISOString().slice(0, 10);
      void reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${name}-${day}.csv"`)
        .header('Cache-Control', 'private, no-store');
      // The byte order mark tells spreadsheet programs the file is UTF-8 (names in Hausa, Yoruba, Igbo).
      return `\uFEFF${csv}`;
    }

    @Get()
    @ApiOperation({ operationId: `admin_${operation}_list`, summary: `List ${name} (simple-rest dialect)` })
    @ApiBareList(reading.schema)
    @ApiErrors(400, 401, 403)
    async list(
      @ValidQuery(listQuery) query: ListQuery,
      @Actor() actor: StaffActor,
      @Res({ passthrough: true }) reply: FastifyReply,
    ) {
      const page = await this.queries.execute(new ListResourceQuery(reading, query, actor));
      setContentRange(reply, name, page.offset, page.rows.length, page.total);
      return page.rows;
    }

    @Get(':id')
    @ApiOperation({ operationId: `admin_${operation}_show`, summary: `One of ${name}` })
    @ApiBareReply(reading.detail?.schema ?? reading.schema)
    @ApiErrors(401, 403, 404)
    show(@ValidParam('id', reading.notFound, reading.listing.id) id: string | number, @Actor() actor: StaffActor) {
      return this.queries.execute(new GetResourceQuery(reading, id, actor));
    }
  }
  Object.defineProperty(ResourceReadController, 'name', { value: `${operation}ReadController` });
  return ResourceReadController;
};
