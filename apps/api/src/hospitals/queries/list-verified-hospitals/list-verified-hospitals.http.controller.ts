import { Controller, Get, Header } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { Public } from '@app/auth';
import { stateIdField } from '@app/domain';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../../platform/http/replies.js';
import { ValidQuery } from '../../../platform/http/validation.js';
import { ListVerifiedHospitalsQuery } from './list-verified-hospitals.query.js';
import { verifiedHospitalsSchema } from './list-verified-hospitals.response.dto.js';

const publicHospitalsQuery = z.object({ state_id: stateIdField });

/** The same for everyone and changed only by staff, so browsers and proxies may keep it a few minutes. */
const CACHE_CONTROL = 'public, max-age=300';

@ApiTags('hospitals')
@Controller('public/hospitals')
export class ListVerifiedHospitalsController {
  constructor(private readonly queries: QueryBus) {}

  @Public()
  @Get()
  @Header('Cache-Control', CACHE_CONTROL)
  @ApiOperation({
    summary: 'The verified hospitals of a state, blood banks first',
    description:
      'Public: only hospitals staff verified, with where they are and their phone, so a donor can walk in. ' +
      'Listed (unverified) and suspended hospitals are never shown.',
  })
  @ApiReply(verifiedHospitalsSchema)
  @ApiErrors(400)
  async list(@ValidQuery(publicHospitalsQuery) query: z.output<typeof publicHospitalsQuery>) {
    return reply(await this.queries.execute(new ListVerifiedHospitalsQuery(query.state_id)));
  }
}
