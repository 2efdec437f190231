import { Command } from '@nestjs/cqrs';
import type { StaffActor } from '../../../../platform/audit/staff-actor.decorator.js';
import type { ContactResource } from './contact-reveals.js';
import type { RevealedContact } from './reveal-contact.response.dto.js';

/** A member of staff sees one record's contact details unmasked. */
export class RevealContactCommand extends Command<RevealedContact> {
  constructor(
    readonly actor: StaffActor,
    readonly resource: ContactResource,
    readonly recordId: string,
  ) {
    super();
  }
}
