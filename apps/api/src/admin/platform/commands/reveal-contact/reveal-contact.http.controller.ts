import { Controller, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { StaffRoute } from '@app/auth';
import { ApiErrors } from '../../../../platform/http/error-replies.js';
import { ValidParam } from '../../../../platform/http/validation.js';
import { Actor, type StaffActor } from '../../../../platform/audit/staff-actor.decorator.js';
import { ApiBareReply } from '../../admin-replies.js';
import { CONTACT_REVEALS, type ContactResource } from './contact-reveals.js';
import { RevealContactCommand } from './reveal-contact.command.js';
import { revealedContactSchema } from './reveal-contact.response.dto.js';

const SUMMARY = 'Contact details, unmasked (audited)';

/**
 * POST /admin/<resource>/<id>/reveal-contact, where contact details are masked: the unmasked details, and an audit
 * entry saying who saw which fields of whom (the values themselves stay out of the log).
 */
@ApiTags('admin')
@StaffRoute()
@Controller('admin')
export class RevealContactController {
  constructor(private readonly commands: CommandBus) {}

  @Post('users/:id/reveal-contact')
  @ApiOperation({ operationId: 'admin_users_revealContact', summary: SUMMARY })
  @ApiBareReply(revealedContactSchema('users'))
  @ApiErrors(401, 404)
  user(@ValidParam('id', CONTACT_REVEALS.users.notFound) id: string, @Actor() actor: StaffActor) {
    return this.reveal(actor, 'users', id);
  }

  @Post('advocate-applications/:id/reveal-contact')
  @ApiOperation({ operationId: 'admin_advocateApplications_revealContact', summary: SUMMARY })
  @ApiBareReply(revealedContactSchema('advocate-applications'))
  @ApiErrors(401, 404)
  advocateApplication(
    @ValidParam('id', CONTACT_REVEALS['advocate-applications'].notFound) id: string,
    @Actor() actor: StaffActor,
  ) {
    return this.reveal(actor, 'advocate-applications', id);
  }

  @Post('partnership-messages/:id/reveal-contact')
  @ApiOperation({ operationId: 'admin_partnershipMessages_revealContact', summary: SUMMARY })
  @ApiBareReply(revealedContactSchema('partnership-messages'))
  @ApiErrors(401, 404)
  partnershipMessage(
    @ValidParam('id', CONTACT_REVEALS['partnership-messages'].notFound) id: string,
    @Actor() actor: StaffActor,
  ) {
    return this.reveal(actor, 'partnership-messages', id);
  }

  @Post('money-donations/:id/reveal-contact')
  @ApiOperation({ operationId: 'admin_moneyDonations_revealContact', summary: SUMMARY })
  @ApiBareReply(revealedContactSchema('money-donations'))
  @ApiErrors(401, 404)
  moneyDonation(@ValidParam('id', CONTACT_REVEALS['money-donations'].notFound) id: string, @Actor() actor: StaffActor) {
    return this.reveal(actor, 'money-donations', id);
  }

  private reveal(actor: StaffActor, resource: ContactResource, id: string) {
    return this.commands.execute(new RevealContactCommand(actor, resource, id));
  }
}
