import { adminNotFound } from '../../../admin.errors.js';
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
import { MergeHospitalsCommand } from './merge-hospitals.command.js';

// A form rule's message, translated by its English text (api:admin.mergeIntoAnother).
const mergeRequest = z.object({
  into_id: uuidIdField('Choose another hospital to merge into'),
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
    @ValidParam('id', adminNotFound('hospital_not_found')) id: string,
    @ValidBody(mergeRequest) body: z.output<typeof mergeRequest>,
    @Actor() actor: StaffActor,
  ) {
    return this.commands.execute(new MergeHospitalsCommand(actor, id, body.into_id));
  }
}
