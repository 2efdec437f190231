import { Controller, Inject, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { CurrentUser, type AuthenticatedUser } from '@app/auth';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { calendarLinks, donationReminder, donorResponseForm } from '@app/domain';
import { DonationMatchEntity } from '@app/persistence';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../../platform/http/replies.js';
import { ValidBody } from '../../../platform/http/validation.js';
import { signedReminderIcsUrl } from '../../../reminders/reminder-ics-link.js';
import { requireUuid } from '../../blood-request.shared.js';
import { RespondToRequestCommand, type DonorResponse } from './respond-to-request.handler.js';

export const reminderSchema = z.object({
  id: z.string().describe('the match id; also the reminder id'),
  title: z.string(),
  date: z.string(),
  google: z.string(),
  outlook: z.string(),
  yahoo: z.string(),
  ics: z.string().describe('`{PUBLIC_URL}/v1/reminders/{id}.ics?signature=…`, opens without a session'),
});

/** The reminder of an accepted request: its id is the match id, which is also the reminders projector's id. */
export const reminderFor = async (em: EntityManager, config: AppConfig, matchId: string) => {
  const match = await em.findOneOrFail(
    DonationMatchEntity,
    { id: matchId },
    { populate: ['request', 'request.state'] },
  );
  const request = match.request;
  const event = donationReminder({
    hospital: request.hospital,
    stateName: request.state.name,
    recipientFirstName: request.firstName,
    neededAt: request.neededAt,
    donorCode: match.donorCode,
  });
  return {
    id: match.id,
    title: event.title,
    date: request.neededAt.toISOString(),
    ...calendarLinks(event, signedReminderIcsUrl(config, match.id, match.donor.id)),
    donorCode: match.donorCode,
  };
};

@ApiTags('donor')
@ApiBearerAuth()
@Controller('requests/donor')
export class RespondToRequestController {
  constructor(
    private readonly commands: CommandBus,
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Put(':id')
  @ApiOperation({
    summary: 'Accept a request you were alerted for, or decline it with a reason',
    description:
      'Accepting replies `reminder` with calendar links; a full request is a 409. A 5th decline within 30 days earns a warning.',
  })
  @ApiReply(
    z.object({
      reminder: reminderSchema.nullable(),
      match_id: z.string().nullable(),
      donor_code: z.string().nullable().describe('the code to give at the blood bank (normalized); null on a decline'),
      warned: z.boolean(),
    }),
  )
  @ApiErrors(400, 401, 404, 409)
  async respond(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id') id: string,
    @ValidBody(donorResponseForm) body: DonorResponse,
  ) {
    const result = await this.commands.execute(new RespondToRequestCommand(user.id, requireUuid(id), body));
    if (!result.matchId) {
      return reply({ reminder: null, match_id: null, donor_code: null, warned: result.warned }, 'Request declined');
    }
    const { donorCode, ...reminder } = await reminderFor(this.em.fork(), this.config, result.matchId);
    return reply(
      { reminder, match_id: result.matchId, donor_code: donorCode, warned: false },
      'Request accepted successfully',
    );
  }
}
