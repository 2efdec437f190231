import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentStaff, StaffRoute, type AuthenticatedStaff } from '@app/auth';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../../platform/http/replies.js';
import { signedInStaff, signedInStaffSchema } from '../../staff.view.js';

@ApiTags('admin')
@StaffRoute()
@Controller('admin/auth')
export class GetCurrentStaffController {
  @Get('me')
  @ApiReply(signedInStaffSchema)
  @ApiErrors(401)
  me(@CurrentStaff() staff: AuthenticatedStaff) {
    return reply(signedInStaff(staff));
  }
}
