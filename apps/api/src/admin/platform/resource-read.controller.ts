import { Controller, Get, Inject, Param, Res, type Type } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { StaffRoute } from '@app/auth';
import { NotFoundError, type StaffRole } from '@app/domain';
import { ApiErrors } from '../../platform/http/error-replies.js';
import { ValidQuery } from '../../platform/http/validation.js';
import { ApiBareList, ApiBareReply } from './admin-replies.js';
import {
  findInResource,
  listQuery,
  listResource,
  setContentRange,
  type ListQuery,
  type ResourceListing,
} from './simple-rest.js';

export interface ResourceReading<E extends object> {
  listing: ResourceListing<E>;
  /** The records as the console sees them (a batch, so per-row figures can be read in one query). */
  present: (em: EntityManager, rows: E[]) => Promise<unknown[]> | unknown[];
  schema: z.ZodType;
  /** One record's fuller view (GET /<resource>/<id>), when it has more than a list row. */
  detail?: { schema: z.ZodType; present: (em: EntityManager, row: E) => Promise<unknown> };
  notFound: string;
  roles?: StaffRole[];
}

/**
 * GET /admin/<resource> (the simple-rest list: sort, range, filter, Content-Range) and GET /admin/<resource>/<id>,
 * made from the resource's declaration so every list behaves the same.
 */
export const resourceReadController = <E extends object>(reading: ResourceReading<E>): Type<unknown> => {
  const name = reading.listing.resource;
  const operation = name.replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase());

  @ApiTags('admin')
  @StaffRoute(...(reading.roles ?? []))
  @Controller(`admin/${name}`)
  class ResourceReadController {
    constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

    @Get()
    @ApiOperation({ operationId: `admin_${operation}_list`, summary: `List ${name} (simple-rest dialect)` })
    @ApiBareList(reading.schema)
    @ApiErrors(400, 401, 403)
    async list(@ValidQuery(listQuery) query: ListQuery, @Res({ passthrough: true }) reply: FastifyReply) {
      const page = await listResource(this.em, reading.listing, query);
      setContentRange(reply, name, page.offset, page.rows.length, page.total);
      return reading.present(this.em, page.rows);
    }

    @Get(':id')
    @ApiOperation({ operationId: `admin_${operation}_show`, summary: `One of ${name}` })
    @ApiBareReply(reading.detail?.schema ?? reading.schema)
    @ApiErrors(401, 403, 404)
    async show(@Param('id') id: string) {
      const row = await findInResource(this.em, reading.listing, id);
      if (!row) throw new NotFoundError(reading.notFound);
      if (reading.detail) return reading.detail.present(this.em, row);
      return (await reading.present(this.em, [row]))[0];
    }
  }
  Object.defineProperty(ResourceReadController, 'name', { value: `${operation}ReadController` });
  return ResourceReadController;
};
