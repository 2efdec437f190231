import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { CurrentStaff, StaffRoute, type AuthenticatedStaff } from '@app/auth';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../../platform/http/replies.js';
import { signedInStaffSchema } from '../../staff.view.js';
import { GetCurrentStaffQuery } from './get-current-staff.query.js';

@ApiTags('admin')
@StaffRoute()
@Controller('admin/auth')
export class GetCurrentStaffController {
  constructor(private readonly queries: QueryBus) {}

  @Get('me')
  @ApiReply(signedInStaffSchema)
  @ApiErrors(401)
  async me(@CurrentStaff() staff: AuthenticatedStaff) {
    return reply(await this.queries.execute(new GetCurrentStaffQuery(staff)));
  }
}
