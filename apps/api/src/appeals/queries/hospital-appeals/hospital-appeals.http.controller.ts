import { Controller, Get, Patch, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { CurrentOfficer, OfficerRoute, type AuthenticatedOfficer } from '@app/auth';
import { raiseAppealForm, updateAppealForm } from '@app/domain';
import { AppealEntity } from '@app/persistence';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../../platform/http/replies.js';
import { ValidBody, ValidParam } from '../../../platform/http/validation.js';
import { loadAppealFor, type AppealActor } from '../../appeal-actor.js';
import { APPEAL_POPULATE, appealSchema, appealView, comingBySlot, slotSchema, slotsOf } from '../../appeal.view.js';
import { RaiseAppealCommand, type RaiseAppealRequest } from '../../commands/raise-appeal/raise-appeal.command.js';
import { StopAppealCommand } from '../../commands/stop-appeal/stop-appeal.handler.js';
import { UpdateAppealCommand, type UpdateAppealRequest } from '../../commands/update-appeal/update-appeal.handler.js';
import { APPEAL_ERRORS } from '../../appeals.errors.js';

/** The latest appeals of the officer's hospital a list shows. */
const HOSPITAL_APPEALS = 100;

const officerActor = (officer: AuthenticatedOfficer): AppealActor => ({ kind: 'officer', officer });

/** An officer's appeals for their own hospital: raise, watch the donors coming per hour, adjust, stop. */
@ApiTags('hospital')
@OfficerRoute()
@Controller('hospital/appeals')
export class HospitalAppealsController {
  constructor(
    private readonly em: EntityManager,
    private readonly commands: CommandBus,
  ) {}

  @Get()
  @ApiOperation({ summary: "Your hospital's appeals, newest first" })
  @ApiReply(z.array(appealSchema))
  @ApiErrors(401)
  async list(@CurrentOfficer() officer: AuthenticatedOfficer) {
    const appeals = await this.em
      .fork()
      .find(
        AppealEntity,
        { hospital: officer.hospitalId },
        { populate: APPEAL_POPULATE, orderBy: { createdAt: 'desc' }, limit: HOSPITAL_APPEALS },
      );
    return reply(appeals.map(appealView));
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
    return reply(
      await this.commands.execute(new UpdateAppealCommand(officerActor(officer), id, body)),
      'Appeal updated',
    );
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
    const em = this.em.fork();
    const appeal = await loadAppealFor(em, officerActor(officer), id);
    const coming = await comingBySlot(em, [appeal.id]);
    // Slots taken earlier today still count for the hospital's day: listed from the appeal's start.
    return reply(slotsOf(appeal, coming.get(appeal.id), appeal.createdAt));
  }
}
