import { Controller, Get, Patch, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { CurrentOfficer, OfficerRoute, type AuthenticatedOfficer } from '@app/auth';
import { raiseAppealForm, updateAppealForm } from '@app/domain';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../../platform/http/replies.js';
import { ValidBody, ValidParam } from '../../../platform/http/validation.js';
import type { AppealActor } from '../../appeal-actor.js';
import { appealSchema, slotSchema } from '../../appeal.view.js';
import { RaiseAppealCommand, type RaiseAppealRequest } from '../../commands/raise-appeal/raise-appeal.command.js';
import { StopAppealCommand } from '../../commands/stop-appeal/stop-appeal.command.js';
import { UpdateAppealCommand, type UpdateAppealRequest } from '../../commands/update-appeal/update-appeal.command.js';
import { APPEAL_ERRORS } from '../../appeals.errors.js';
import { AppealSlotsQuery } from '../appeal-slots/appeal-slots.query.js';
import { HospitalAppealsQuery } from './hospital-appeals.query.js';

const officerActor = (officer: AuthenticatedOfficer): AppealActor => ({ kind: 'officer', officer });

/** An officer's appeals for their own hospital: raise, watch the donors coming per hour, adjust, stop. */
@ApiTags('hospital')
@OfficerRoute()
@Controller('hospital/appeals')
export class HospitalAppealsController {
  constructor(
    private readonly queries: QueryBus,
    private readonly commands: CommandBus,
  ) {}

  @Get()
  @ApiOperation({ summary: "Your hospital's appeals, newest first" })
  @ApiReply(z.array(appealSchema))
  @ApiErrors(401)
  async list(@CurrentOfficer() officer: AuthenticatedOfficer) {
    return reply(await this.queries.execute(new HospitalAppealsQuery(officer.hospitalId)));
  }

  @Post()
  @ApiOperation({
    summary: 'Raise an urgent appeal for your hospital (a verified one): every eligible donor in the area is told',
  })
  @ApiReply(appealSchema, { status: 201 })
  @ApiErrors(400, 401)
  async raise(@CurrentOfficer() officer: AuthenticatedOfficer, @ValidBody(raiseAppealForm) body: RaiseAppealRequest) {
    const view = await this.commands.execute(new RaiseAppealCommand(officerActor(officer), officer.hospitalId, body));
    return reply(view, { key: 'api:appeals.raised' });
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Set how many donors you can take per hour, and the margin over the units wanted' })
  @ApiReply(appealSchema)
  @ApiErrors(400, 401, 404, 409)
  async update(
    @CurrentOfficer() officer: AuthenticatedOfficer,
    @ValidParam('id', () => APPEAL_ERRORS.error('appeal_not_found')) id: string,
    @ValidBody(updateAppealForm) body: UpdateAppealRequest,
  ) {
    return reply(await this.commands.execute(new UpdateAppealCommand(officerActor(officer), id, body)), {
      key: 'api:appeals.updated',
    });
  }

  @Post(':id/stop')
  @ApiOperation({ summary: 'Stop the appeal at once: no more donors are told' })
  @ApiReply(appealSchema, { status: 201 })
  @ApiErrors(401, 404, 409)
  async stop(
    @CurrentOfficer() officer: AuthenticatedOfficer,
    @ValidParam('id', () => APPEAL_ERRORS.error('appeal_not_found')) id: string,
  ) {
    return reply(await this.commands.execute(new StopAppealCommand(officerActor(officer), id)), {
      key: 'api:appeals.stopped',
    });
  }

  @Get(':id/slots')
  @ApiOperation({ summary: 'Donors coming per hour, against what you can take' })
  @ApiReply(z.array(slotSchema))
  @ApiErrors(401, 404)
  async slots(
    @CurrentOfficer() officer: AuthenticatedOfficer,
    @ValidParam('id', () => APPEAL_ERRORS.error('appeal_not_found')) id: string,
  ) {
    return reply(await this.queries.execute(new AppealSlotsQuery(officerActor(officer), id)));
  }
}
