import { Controller, Delete, Get, HttpCode, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { CurrentUser, type AuthenticatedUser } from '@app/auth';
import { appealResponseForm } from '@app/domain';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../../platform/http/replies.js';
import { ValidBody, ValidParam } from '../../../platform/http/validation.js';
import { CancelAppealResponseCommand } from '../../commands/cancel-appeal-response/cancel-appeal-response.command.js';
import { RespondToAppealCommand } from '../../commands/respond-to-appeal/respond-to-appeal.command.js';
import { appealResponseReplySchema } from '../../commands/respond-to-appeal/respond-to-appeal.response.dto.js';
import { APPEAL_ERRORS } from '../../appeals.errors.js';
import { DonorAppealsQuery } from './donor-appeals.query.js';
import { donorAppealSchema } from './donor-appeals.response.dto.js';

@ApiTags('donor')
@ApiBearerAuth()
@Controller('appeals')
export class DonorAppealsController {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'The urgent appeals that reached you and still run (or filled, while your place holds), newest first',
  })
  @ApiReply(z.array(donorAppealSchema))
  @ApiErrors(401)
  async list(@CurrentUser() user: AuthenticatedUser) {
    return reply(await this.queries.execute(new DonorAppealsQuery(user.id)));
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
