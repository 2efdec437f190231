import { Controller, Ip, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { CurrentOfficer, OfficerRoute, type AuthenticatedOfficer } from '@app/auth';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../../platform/http/replies.js';
import { ValidBody } from '../../../platform/http/validation.js';
import { RecordDonationCommand } from './record-donation.command.js';

const recordDonationRequest = z.object({
  code: z
    .string({ error: 'Enter the donor code' })
    .trim()
    .min(1, 'Enter the donor code')
    .max(20, 'Enter the donor code'),
});

const recordedDonationReply = z.object({
  match_id: z.string().nullable().describe("the request's match; null for a donor who came for an appeal"),
  request_id: z.string().nullable(),
  appeal_id: z.string().nullable().describe('the appeal the donor came for, when the code was given for one'),
  donor_name: z.string().describe('first name and last initial'),
  hospital: z.string(),
  already_recorded: z.boolean().describe('the recipient had already confirmed this donation: still one donation'),
});

@ApiTags('hospital')
@OfficerRoute()
@Controller('hospital/donations')
export class RecordDonationController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @ApiOperation({
    summary: "Record a donation received, by the donor's code",
    description:
      'Confirms the match as the recipient would (rest period, badges, airtime) and tells the donor; the code of a ' +
      "donor who came for one of the hospital's appeals records that donation the same way. A code is good " +
      "for one donation; an unknown, used or other hospital's code is a 404 and counts against the wrong-code limit " +
      '(`HOSPITAL_WRONG_CODE_LIMIT`), past which the route answers 429.',
  })
  @ApiReply(recordedDonationReply)
  @ApiErrors(400, 401, 404, 409, 429)
  async record(
    @CurrentOfficer() officer: AuthenticatedOfficer,
    @Ip() ip: string,
    @ValidBody(recordDonationRequest) body: z.output<typeof recordDonationRequest>,
  ) {
    const recorded = await this.commands.execute(new RecordDonationCommand({ ...officer, ip }, body.code));
    return reply(
      recorded,
      recorded.already_recorded
        ? { key: 'api:hospitalWork.alreadyRecorded' }
        : { key: 'api:hospitalWork.donationRecorded' },
    );
  }
}
