import { adminNotFound } from '../../../admin.errors.js';
import { Controller, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { StaffRoute } from '@app/auth';
import { ApiErrors } from '../../../../platform/http/error-replies.js';
import { ApiBareReply } from '../../../platform/admin-replies.js';
import { Actor, type StaffActor } from '../../../../platform/audit/staff-actor.decorator.js';
import { adminAirtimeCreditSchema } from '../../airtime-credit.admin-view.js';
import { RetryAirtimeCreditCommand } from './retry-airtime-credit.command.js';
import { ValidParam } from '../../../../platform/http/validation.js';

@ApiTags('admin')
@StaffRoute()
@Controller('admin/airtime-credits')
export class RetryAirtimeCreditController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id/retry')
  @ApiOperation({ summary: 'Send a failed airtime credit again (empty body); audited' })
  @ApiBareReply(adminAirtimeCreditSchema)
  @ApiErrors(401, 404, 409)
  retry(@ValidParam('id', adminNotFound('airtime_credit_not_found')) id: string, @Actor() actor: StaffActor) {
    return this.commands.execute(new RetryAirtimeCreditCommand(actor, id));
  }
}
