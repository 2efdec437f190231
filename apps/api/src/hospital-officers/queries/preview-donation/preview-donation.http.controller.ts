import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { CurrentOfficer, OfficerRoute, type AuthenticatedOfficer } from '@app/auth';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../../platform/http/replies.js';
import { ValidQuery } from '../../../platform/http/validation.js';
import { PreviewDonationQuery } from './preview-donation.query.js';
import { donationPreviewSchema } from './preview-donation.response.dto.js';

const previewQuery = z.object({
  code: z
    .string({ error: 'Enter the donor code' })
    .trim()
    .min(1, 'Enter the donor code')
    .max(20, 'Enter the donor code'),
});

@ApiTags('hospital')
@OfficerRoute()
@Controller('hospital/donations/preview')
export class PreviewDonationController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({
    summary: 'Who a donor code belongs to, before recording the donation',
    description:
      "An unknown or other hospital's code is a 404 and counts against the same wrong-code limit as recording " +
      '(`HOSPITAL_WRONG_CODE_LIMIT`), past which the route answers 429.',
  })
  @ApiReply(donationPreviewSchema)
  @ApiErrors(400, 401, 404, 429)
  async preview(
    @CurrentOfficer() officer: AuthenticatedOfficer,
    @ValidQuery(previewQuery) query: z.output<typeof previewQuery>,
  ) {
    return reply(await this.queries.execute(new PreviewDonationQuery(officer, query.code)));
  }
}
