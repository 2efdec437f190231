import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { CurrentUser, type AuthenticatedUser } from '@app/auth';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../../platform/http/replies.js';
import { ValidParam } from '../../../platform/http/validation.js';
import { BLOOD_REQUEST_ERRORS } from '../../blood-requests.errors.js';
import { DonorMatchQuery } from './donor-match.query.js';
import { donorMatchSchema } from './donor-match.response.dto.js';

@ApiTags('donor')
@ApiBearerAuth()
@Controller('requests/donor')
export class DonorMatchController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id/match')
  @ApiOperation({ summary: 'Your match for a request you accepted' })
  @ApiReply(z.object({ match: donorMatchSchema }))
  @ApiErrors(401, 404)
  async get(
    @CurrentUser() user: AuthenticatedUser,
    @ValidParam('id', () => BLOOD_REQUEST_ERRORS.error('request_not_found')) id: string,
  ) {
    const match = await this.queries.execute(new DonorMatchQuery(user.id, id));
    if (!match) throw BLOOD_REQUEST_ERRORS.error('not_accepted');
    return reply({ match });
  }
}
