import { Controller, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { CurrentUser, type AuthenticatedUser } from '@app/auth';
import { hospitalProposalForm, type HospitalProposal } from '@app/domain';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../../platform/http/replies.js';
import { ValidBody } from '../../../platform/http/validation.js';
import { hospitalSchema } from '../../hospital.view.js';
import { GetHospitalQuery } from '../../queries/get-hospital/get-hospital.query.js';
import { ProposeHospitalCommand } from './propose-hospital.command.js';

@ApiTags('hospitals')
@ApiBearerAuth()
@Controller('hospitals')
export class ProposeHospitalController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Post()
  @ApiOperation({
    summary: '"My hospital is not listed": propose a hospital',
    description:
      'Adds a listed, unverified hospital placed at its town (found in the gazetteer, within state_id when given), ' +
      'usable for requests at once and shown to staff for verification. Limited per account: 429 with Retry-After.',
  })
  @ApiReply(z.object({ hospital: hospitalSchema }), { status: 201 })
  @ApiErrors(400, 401, 429)
  async propose(@CurrentUser() user: AuthenticatedUser, @ValidBody(hospitalProposalForm) body: HospitalProposal) {
    const { hospitalId } = await this.commands.execute(new ProposeHospitalCommand(user.id, body));
    const hospital = await this.queries.execute(new GetHospitalQuery(hospitalId));
    return reply({ hospital: hospital! }, { key: 'api:hospitals.added' });
  }
}
