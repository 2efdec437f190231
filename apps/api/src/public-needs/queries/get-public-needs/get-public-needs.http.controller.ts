import { Controller, Get, Header, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { Public } from '@app/auth';
import { BLOOD_GROUPS } from '@app/domain';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../../platform/http/replies.js';
import { GetStateNeedsQuery } from '../get-state-needs/get-state-needs.query.js';
import { GetPublicNeedsQuery } from './get-public-needs.query.js';

const stateNeedsSchema = z.object({
  state: z.string(),
  slug: z.string(),
  needs: z.array(z.object({ blood_group: z.enum(BLOOD_GROUPS), units: z.number().int() })),
  hospitals: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      address: z.string().nullable(),
      lga: z.string().nullable(),
      has_blood_bank: z.literal(true),
    }),
  ),
});

/** The same for everyone; a minute old at most is fine for a board of need, and proxies may share it. */
const CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=60';

@ApiTags('public-needs')
@Controller('public/needs')
export class GetPublicNeedsController {
  constructor(private readonly queries: QueryBus) {}

  @Public()
  @Get()
  @Header('Cache-Control', CACHE_CONTROL)
  @ApiOperation({
    summary: 'Open need for blood by state and blood group',
    description:
      'Public: units asked for by open requests and running appeals at verified hospitals, every state (an empty ' +
      'list where nothing is needed), with each state’s verified hospitals that have a blood bank. No personal data. ' +
      "An appeal's units count under each group it asks for.",
  })
  @ApiReply(z.object({ computed_at: z.string(), states: z.array(stateNeedsSchema) }))
  async all() {
    return reply(await this.queries.execute(new GetPublicNeedsQuery()));
  }

  @Public()
  @Get(':slug')
  @Header('Cache-Control', CACHE_CONTROL)
  @ApiOperation({ summary: "One state's open need for blood, by its slug (e.g. akwa-ibom)" })
  @ApiReply(z.object({ computed_at: z.string(), state: stateNeedsSchema }))
  @ApiErrors(404)
  async state(@Param('slug') slug: string) {
    return reply(await this.queries.execute(new GetStateNeedsQuery(slug)));
  }
}
