import { Controller, Delete, Get, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { CurrentUser, type AuthenticatedUser } from '@app/auth';
import { appealResponseForm } from '@app/domain';
import { AppealEntity, AppealResponseEntity } from '@app/persistence';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../../platform/http/replies.js';
import { ValidBody, ValidParam } from '../../../platform/http/validation.js';
import { APPEAL_POPULATE, appealSchema, appealView, comingBySlot, slotsOf } from '../../appeal.view.js';
import { CancelAppealResponseCommand } from '../../commands/cancel-appeal-response/cancel-appeal-response.handler.js';
import {
  appealResponseReplySchema,
  RespondToAppealCommand,
} from '../../commands/respond-to-appeal/respond-to-appeal.handler.js';
import { APPEAL_ERRORS } from '../../appeals.errors.js';

export const donorAppealSchema = appealSchema.extend({
  my_response: z.object({ slot_start: z.string(), donor_code: z.string() }).nullable(),
  slots: z.array(z.object({ start: z.string(), taken: z.number().int(), capacity: z.number().int() })),
});

/** Appeals a donor sees at most at once (a week's cooldown makes more than one rare). */
const MAX_DONOR_APPEALS = 20;

@ApiTags('donor')
@ApiBearerAuth()
@Controller('appeals')
export class DonorAppealsController {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'The urgent appeals that reached you and still run (or filled, while your place holds), newest first',
  })
  @ApiReply(z.array(donorAppealSchema))
  @ApiErrors(401)
  async list(@CurrentUser() user: AuthenticatedUser) {
    const em = this.em.fork();
    const now = new Date();
    const rows = await em.execute<{ id: string }[]>(
      `select a.id from appeal a join appeal_recipient r on r.appeal_id = a.id and r.donor_id = ?
        where a.until > ? and a.status in ('running', 'filled') order by a.created_at desc limit ?`,
      [user.id, now, MAX_DONOR_APPEALS],
    );
    const ids = rows.map((row) => row.id);
    if (ids.length === 0) return reply([]);
    const appeals = await em.find(
      AppealEntity,
      { id: { $in: ids } },
      { populate: APPEAL_POPULATE, orderBy: { createdAt: 'desc' } },
    );
    const coming = await comingBySlot(em, ids);
    const mine = new Map(
      (await em.find(AppealResponseEntity, { appeal: { $in: ids }, donor: user.id, status: 'coming' })).map((r) => [
        r.appeal.id,
        r,
      ]),
    );
    return reply(
      appeals.map((appeal) => {
        const response = mine.get(appeal.id);
        return {
          ...appealView(appeal),
          my_response: response
            ? { slot_start: response.slotStart.toISOString(), donor_code: response.donorCode }
            : null,
          slots: slotsOf(appeal, coming.get(appeal.id), now).map(({ start, coming: taken, capacity }) => ({
            start,
            taken,
            capacity,
          })),
        };
      }),
    );
  }

  @Post(':id/responses')
  @ApiOperation({
    summary: "I'm coming: take a place in an hourly slot; the reply gives your donor code and the hospital's address",
    description:
      'A filled appeal is a 409 `appeal.filled`; a full slot a 409 `appeal.slot_full` with `details.free_slots`.',
  })
  @ApiReply(appealResponseReplySchema, { status: 201 })
  @ApiErrors(400, 401, 404, 409)
  async respond(
    @CurrentUser() user: AuthenticatedUser,
    @ValidParam('id', () => APPEAL_ERRORS.error('appeal_not_found')) id: string,
    @ValidBody(appealResponseForm) body: z.output<typeof appealResponseForm>,
  ) {
    const result = await this.commands.execute(new RespondToAppealCommand(user.id, id, new Date(body.slot_start)));
    return reply(result, { key: 'api:appeals.booked' });
  }

  @Delete(':id/responses/mine')
  @HttpCode(200)
  @ApiOperation({ summary: 'Cancel your "I\'m coming": your slot is freed for another donor' })
  @ApiReply(z.null())
  @ApiErrors(401, 404)
  async cancel(
    @CurrentUser() user: AuthenticatedUser,
    @ValidParam('id', () => APPEAL_ERRORS.error('appeal_not_found')) id: string,
  ) {
    await this.commands.execute(new CancelAppealResponseCommand(user.id, id));
    return reply(null, { key: 'api:appeals.cancelled' });
  }
}
