import { adminNotFound } from '../../../admin.errors.js';
import { Controller, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { z } from 'zod';
import { StaffRoute } from '@app/auth';
import { ApiErrors } from '../../../../platform/http/error-replies.js';
import { ValidBody, ValidParam } from '../../../../platform/http/validation.js';
import { ApiBareReply } from '../../../platform/admin-replies.js';
import { Actor, type StaffActor } from '../../../../platform/audit/staff-actor.decorator.js';
import { adminMoneyDonationSchema } from '../../money-donation.admin-view.js';
import { ConfirmCryptoDonationCommand, confirmCryptoDonationRequest } from './confirm-crypto-donation.command.js';

@ApiTags('admin')
@StaffRoute()
@Controller('admin/money-donations')
export class ConfirmCryptoDonationController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id/confirm-crypto')
  @ApiBareReply(adminMoneyDonationSchema)
  @ApiErrors(400, 401, 404, 409)
  confirm(
    @ValidParam('id', adminNotFound('donation_not_found')) id: string,
    @ValidBody(confirmCryptoDonationRequest) body: z.output<typeof confirmCryptoDonationRequest>,
    @Actor() actor: StaffActor,
  ) {
    return this.commands.execute(new ConfirmCryptoDonationCommand(actor, id, body.transaction_hash));
  }
}
