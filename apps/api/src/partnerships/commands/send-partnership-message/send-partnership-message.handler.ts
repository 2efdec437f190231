import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { PartnershipMessageEntity } from '@app/persistence';
import { SendPartnershipMessageCommand } from './send-partnership-message.command.js';

@CommandHandler(SendPartnershipMessageCommand)
export class SendPartnershipMessageHandler implements ICommandHandler<SendPartnershipMessageCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ message }: SendPartnershipMessageCommand): Promise<{ id: string }> {
    return this.em.transactional(async (em) => {
      const entity = em.create(PartnershipMessageEntity, {
        name: message.name,
        email: message.email,
        description: message.description,
        isOrganization: message.is_organization,
      });
      return { id: entity.id };
    });
  }
}
