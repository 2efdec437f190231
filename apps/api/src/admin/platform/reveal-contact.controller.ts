import { Controller, Inject, Post, type Type } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { EntityName } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { StaffRoute } from '@app/auth';
import type { DomainError } from '@app/domain';
import { ApiErrors } from '../../platform/http/error-replies.js';
import { ValidParam } from '../../platform/http/validation.js';
import { ApiBareReply } from './admin-replies.js';
import { appendAudit } from '../../platform/audit/audit-trail.js';
import { Actor, type StaffActor } from '../../platform/audit/staff-actor.decorator.js';

export interface ContactReveal<E extends object> {
  resource: string;
  entity: EntityName<E>;
  notFound: () => DomainError;
  contact: (record: E) => Record<string, string | null>;
  fields: readonly string[];
}

/**
 * POST /admin/<resource>/<id>/reveal-contact: the unmasked contact details, and an audit entry saying who saw
 * which fields of whom (the values themselves stay out of the log).
 */
export const revealContactController = <E extends object>(reveal: ContactReveal<E>): Type<unknown> => {
  const operation = reveal.resource.replace(/-([a-z])/g, (_match, letter: string) => letter.toUpperCase());
  const schema = z.object({
    id: z.string(),
    ...Object.fromEntries(reveal.fields.map((field) => [field, z.string().nullable()])),
  });

  @ApiTags('admin')
  @StaffRoute()
  @Controller(`admin/${reveal.resource}`)
  class RevealContactController {
    constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

    @Post(':id/reveal-contact')
    @ApiOperation({ operationId: `admin_${operation}_revealContact`, summary: 'Contact details, unmasked (audited)' })
    @ApiBareReply(schema)
    @ApiErrors(401, 404)
    reveal(@ValidParam('id', reveal.notFound) recordId: string, @Actor() actor: StaffActor) {
      return this.em.fork().transactional(async (tx) => {
        const record = (await tx.findOne(reveal.entity, { id: recordId } as never)) as E | null;
        if (!record) throw reveal.notFound();
        appendAudit(tx, actor, {
          action: 'contact_revealed',
          resource: reveal.resource,
          recordId,
          after: { fields: reveal.fields },
        });
        return { id: recordId, ...reveal.contact(record) };
      });
    }
  }
  Object.defineProperty(RevealContactController, 'name', { value: `${operation}RevealContactController` });
  return RevealContactController;
};
