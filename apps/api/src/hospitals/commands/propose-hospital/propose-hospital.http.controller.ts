import { Controller, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { CurrentUser, type AuthenticatedUser } from '@app/auth';
import { hospitalProposalForm, type HospitalProposal } from '@app/domain';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../../platform/http/replies.js';
import { ValidBody } from '../../../platform/http/validation.js';
import { leanReader } from '../../../platform/sql/bound-statements.js';
import { HOSPITAL_COLUMNS, hospitalSchema, toHospitalView, type HospitalRow } from '../../hospital.view.js';
import { ProposeHospitalCommand } from './propose-hospital.handler.js';

@ApiTags('hospitals')
@ApiBearerAuth()
@Controller('hospitals')
export class ProposeHospitalController {
  constructor(
    private readonly commands: CommandBus,
    private readonly em: EntityManager,
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
    const [row] = await leanReader(this.em).execute<HospitalRow>(
      `select ${HOSPITAL_COLUMNS}, null::float8 as distance_km
         from hospital h join state s on s.id = h.state_id where h.id = ?`,
      [hospitalId],
    );
    return reply({ hospital: toHospitalView(row!) }, { key: 'api:hospitals.added' });
  }
}
