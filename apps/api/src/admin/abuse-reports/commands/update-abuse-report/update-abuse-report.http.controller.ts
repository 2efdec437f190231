import { adminNotFound } from '../../../admin.errors.js';
import { Controller, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { StaffRoute } from '@app/auth';
import { ApiErrors } from '../../../../platform/http/error-replies.js';
import { ValidBody, ValidParam } from '../../../../platform/http/validation.js';
import { ApiBareReply } from '../../../platform/admin-replies.js';
import { Actor, type StaffActor } from '../../../../platform/audit/staff-actor.decorator.js';
import { abuseReportSchema } from '../../abuse-report.admin-view.js';
import {
  UpdateAbuseReportCommand,
  updateAbuseReportRequest,
  type UpdateAbuseReportRequest,
} from './update-abuse-report.command.js';

@ApiTags('admin')
@StaffRoute()
@Controller('admin/abuse-reports')
export class UpdateAbuseReportController {
  constructor(private readonly commands: CommandBus) {}

  @Put(':id')
  @ApiBareReply(abuseReportSchema)
  @ApiErrors(400, 401, 404, 409)
  async update(
    @ValidParam('id', adminNotFound('abuse_report_not_found')) id: string,
    @ValidBody(updateAbuseReportRequest) body: UpdateAbuseReportRequest,
    @Actor() actor: StaffActor,
  ) {
    return this.commands.execute(new UpdateAbuseReportCommand(actor, id, body));
  }
}
