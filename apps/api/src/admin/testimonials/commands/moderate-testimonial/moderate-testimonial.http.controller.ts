import { adminNotFound } from '../../../admin.errors.js';
import { Controller, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { StaffRoute } from '@app/auth';
import { ApiErrors } from '../../../../platform/http/error-replies.js';
import { ValidBody, ValidParam } from '../../../../platform/http/validation.js';
import { ApiBareReply } from '../../../platform/admin-replies.js';
import { Actor, type StaffActor } from '../../../../platform/audit/staff-actor.decorator.js';
import {
  adminTestimonialSchema,
  moderateTestimonialRequest,
  type ModerateTestimonialRequest,
} from '../../testimonial.admin-view.js';
import { ModerateTestimonialCommand } from './moderate-testimonial.command.js';

@ApiTags('admin')
@StaffRoute()
@Controller('admin/testimonials')
export class ModerateTestimonialController {
  constructor(private readonly commands: CommandBus) {}

  @Put(':id')
  @ApiBareReply(adminTestimonialSchema)
  @ApiErrors(400, 401, 404)
  moderate(
    @ValidParam('id', adminNotFound('testimonial_not_found')) id: string,
    @ValidBody(moderateTestimonialRequest) body: ModerateTestimonialRequest,
    @Actor() actor: StaffActor,
  ) {
    return this.commands.execute(new ModerateTestimonialCommand(actor, id, body));
  }
}
