import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { EntityName } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { AdvocateApplicationEntity, DonationEntity, PartnershipMessageEntity, UserEntity } from '@app/persistence';
import { appendAudit } from '../../../../platform/audit/audit-trail.js';
import { CONTACT_REVEALS, type ContactResource } from './contact-reveals.js';
import { RevealContactCommand } from './reveal-contact.command.js';
import type { RevealedContact } from './reveal-contact.response.dto.js';

type Contact = Record<string, string | null>;

/** One record's contact details, or null when there is no such record. */
const contactOf =
  <E extends object>(entity: EntityName<E>, contact: (record: E) => Contact) =>
  async (em: EntityManager, id: string): Promise<Contact | null> => {
    const record = (await em.findOne(entity, { id } as never)) as E | null;
    return record ? contact(record) : null;
  };

const CONTACTS: Record<ContactResource, (em: EntityManager, id: string) => Promise<Contact | null>> = {
  users: contactOf(UserEntity, (user) => ({ email: user.email, phone_number: user.phoneNumber })),
  'advocate-applications': contactOf(AdvocateApplicationEntity, (application) => ({
    email: application.email,
    phone_number: application.phoneNumber,
  })),
  'partnership-messages': contactOf(PartnershipMessageEntity, (message) => ({ email: message.email })),
  'money-donations': contactOf(DonationEntity, (donation) => ({
    email: donation.email,
    phone_number: donation.phoneNumber,
  })),
};

/** The unmasked contact details, and an audit entry saying who saw which fields of whom (never the values). */
@CommandHandler(RevealContactCommand)
export class RevealContactHandler implements ICommandHandler<RevealContactCommand> {
  constructor(private readonly em: EntityManager) {}

  execute({ actor, resource, recordId }: RevealContactCommand): Promise<RevealedContact> {
    return this.em.fork().transactional(async (tx) => {
      const contact = await CONTACTS[resource](tx, recordId);
      if (!contact) throw CONTACT_REVEALS[resource].notFound();
      appendAudit(tx, actor, {
        action: 'contact_revealed',
        resource,
        recordId,
        after: { fields: CONTACT_REVEALS[resource].fields },
      });
      return { id: recordId, ...contact };
    });
  }
}
