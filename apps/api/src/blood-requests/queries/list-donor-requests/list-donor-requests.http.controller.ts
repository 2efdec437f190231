import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { CurrentUser } from '@app/auth';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, pageInfoSchema, reply } from '../../../platform/http/replies.js';
import { ValidQuery } from '../../../platform/http/validation.js';
import type { SignedInUser } from '../../../accounts/index.js';
import { donorRequestSchema } from '../../donor-request.view.js';
import { ListDonorRequestsQuery } from './list-donor-requests.query.js';
import { donorRequestsQuery } from './list-donor-requests.request.dto.js';

@ApiTags('donor')
@ApiBearerAuth()
@Controller('requests/donor')
export class ListDonorRequestsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({
    summary: 'Open requests you were alerted for and can serve, newest first (limit=5 for the dashboard)',
    description:
      'Empty while you cannot donate (resting after a donation, paused, suspended, or committed to another request); `eligibility.reasons` says why.',
  })
  @ApiReply(
    z.object({
      donations: z.array(donorRequestSchema),
      page_info: pageInfoSchema,
      eligibility: z.object({ eligible: z.boolean(), reasons: z.array(z.string()) }),
    }),
  )
  @ApiErrors(400, 401)
  async list(
    @CurrentUser() session: SignedInUser,
    @ValidQuery(donorRequestsQuery) query: z.output<typeof donorRequestsQuery>,
  ) {
    return reply(await this.queries.execute(new ListDonorRequestsQuery(session.account, query)));
  }
}
