import { Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { StaffRoute } from '@app/auth';
import { uuidIdField } from '@app/domain';
import { ApiErrors } from '../../../../platform/http/error-replies.js';
import { ValidBody, ValidParam } from '../../../../platform/http/validation.js';
import { ApiBareReply } from '../../../platform/admin-replies.js';
import { Actor, type StaffActor } from '../../../../platform/audit/staff-actor.decorator.js';
import { adminHospitalSchema } from '../../hospital.admin-view.js';
import { MERGE_MESSAGES, MergeHospitalsCommand } from './merge-hospitals.handler.js';

const mergeRequest = z.object({
  into_id: uuidIdField(MERGE_MESSAGES.sameHospital),
});

@ApiTags('admin')
@StaffRoute()
@Controller('admin/hospitals')
export class MergeHospitalsController {
  constructor(private readonly commands: CommandBus) {}

  /** Merges hospital `:id` (a duplicate) into `into_id`, which stays; replies with the kept hospital. */
  @Post(':id/merge')
  @HttpCode(200)
  @ApiBareReply(adminHospitalSchema)
  @ApiErrors(400, 401, 404)
  merge(
    @ValidParam('id', MERGE_MESSAGES.duplicateNotFound) id: string,
    @ValidBody(mergeRequest) body: z.output<typeof mergeRequest>,
    @Actor() actor: StaffActor,
  ) {
    return this.commands.execute(new MergeHospitalsCommand(actor, id, body.into_id));
  }
}
