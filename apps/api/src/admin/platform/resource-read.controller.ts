import { Controller, Get, Inject, Res, type Type } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { StaffRoute } from '@app/auth';
import type { DomainError, StaffRole } from '@app/domain';
import { ApiErrors } from '../../platform/http/error-replies.js';
import { ValidParam, ValidQuery } from '../../platform/http/validation.js';
import { ApiBareList, ApiBareReply } from './admin-replies.js';
import { recordRead } from '../../platform/audit/audit-trail.js';
import { toCsv } from './csv.js';
import {
  exportQuery,
  exportResource,
  findInResource,
  listQuery,
  listResource,
  setContentRange,
  type ListQuery,
  type ResourceListing,
} from './simple-rest.js';
import { Actor, type StaffActor } from '../../platform/audit/staff-actor.decorator.js';

export interface ResourceReading<E extends object> {
  listing: ResourceListing<E>;
  /** The records as the console sees them (a batch, so per-row figures can be read in one query). */
  present: (em: EntityManager, rows: E[]) => Promise<unknown[]> | unknown[];
  schema: z.ZodType;
  /** One record's fuller view (GET /<resource>/<id>), when it has more than a list row. */
  detail?: { schema: z.ZodType; present: (em: EntityManager, row: E) => Promise<unknown> };
  notFound: () => DomainError;
  roles?: StaffRole[];
  /** False for records about no one (articles) and for the log itself: their reads are not logged (exports are). */
  auditReads?: boolean;
}

/** What a list or export asked for, as its audit entry keeps it (the search text included: what was looked for). */
const askedFor = (query: Partial<ListQuery>) =>
  Object.fromEntries(
    Object.entries(query)
      .filter(([, text]) => text)
      .map(([key, text]) => [key, JSON.parse(text as string) as unknown]),
  );

/** Many records at once: the entry names no single record. */
const MANY = '*';

/**
 * GET /admin/<resource> (the simple-rest list: sort, range, filter, Content-Range) and GET /admin/<resource>/<id>,
 * made from the resource's declaration so every list behaves the same.
 */
export const resourceReadController = <E extends object>(reading: ResourceReading<E>): Type<unknown> => {
  const name = reading.listing.resource;
  const operation = name.replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase());
  const audited = reading.auditReads ?? true;

  @ApiTags('admin')
  @StaffRoute(...(reading.roles ?? []))
  @Controller(`admin/${name}`)
  class ResourceReadController {
    constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

    @Get('export')
    @ApiOperation({
      operationId: `admin_${operation}_export`,
      summary: `The whole filtered list of ${name} as CSV (at most 10000 rows; audited)`,
    })
    @ApiProduces('text/csv')
    @ApiResponse({ status: 200, description: 'A CSV file, one row per record', schema: { type: 'string' } })
    @ApiErrors(400, 401, 403)
    async export(
      @ValidQuery(exportQuery) query: Omit<ListQuery, 'range'>,
      @Actor() actor: StaffActor,
      @Res({ passthrough: true }) reply: FastifyReply,
    ) {
      const page = await exportResource(this.em, reading.listing, query);
      const csv = toCsv(await reading.present(this.em, page.rows));
      await recordRead(this.em, actor, {
        action: 'exported',
        resource: name,
        recordId: MANY,
        after: { ...askedFor(query), rows: page.rows.length },
      });
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
      const page = await listResource(this.em, reading.listing, query);
      const rows = await reading.present(this.em, page.rows);
      if (audited)
        await recordRead(this.em, actor, {
          action: 'listed',
          resource: name,
          recordId: MANY,
          after: { ...askedFor(query), ids: (rows as Array<{ id: unknown }>).map((row) => row.id) },
        });
      setContentRange(reply, name, page.offset, page.rows.length, page.total);
      return rows;
    }

    @Get(':id')
    @ApiOperation({ operationId: `admin_${operation}_show`, summary: `One of ${name}` })
    @ApiBareReply(reading.detail?.schema ?? reading.schema)
    @ApiErrors(401, 403, 404)
    async show(
      @ValidParam('id', reading.notFound, reading.listing.id) id: string | number,
      @Actor() actor: StaffActor,
    ) {
      const row = await findInResource(this.em, reading.listing, id);
      if (!row) throw reading.notFound();
      const view = reading.detail
        ? await reading.detail.present(this.em, row)
        : (await reading.present(this.em, [row]))[0];
      if (audited) await recordRead(this.em, actor, { action: 'viewed', resource: name, recordId: String(id) });
      return view;
    }
  }
  Object.defineProperty(ResourceReadController, 'name', { value: `${operation}ReadController` });
  return ResourceReadController;
};
