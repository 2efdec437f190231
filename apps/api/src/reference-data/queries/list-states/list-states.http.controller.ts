import { Controller, Get, Headers } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { Public } from '@app/auth';
import { languageOfAcceptHeader } from '@app/i18n/node';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../../platform/http/replies.js';
import { ValidQuery } from '../../../platform/http/validation.js';
import { labelled, named } from '../../reference-data.schemas.js';
import { ListEducationLevelsQuery } from '../list-education-levels/list-education-levels.query.js';
import { ListReasonsQuery } from '../list-reasons/list-reasons.query.js';
import { ListServicesQuery } from '../list-services/list-services.query.js';
import { ListStatesQuery } from './list-states.query.js';

const reasonsQuery = z.object({ type: z.enum(['decline', 'request'], { error: 'type must be decline or request' }) });
const servicesQuery = z.object({ type: z.enum(['donation'], { error: 'type must be donation' }).default('donation') });

/**
 * The lists the forms choose from, each route its own query. Public: the sign-up and public forms need them before
 * login. (The class keeps its name: the OpenAPI operation ids are made from it.)
 */
@ApiTags('util')
@Controller('util')
export class ListReferenceDataController {
  constructor(private readonly queries: QueryBus) {}

  @Public()
  @Get('states')
  @ApiReply(z.object({ states: z.array(named) }))
  async states() {
    return reply({ states: await this.queries.execute(new ListStatesQuery()) });
  }

  /**
   * The spec's client reads education levels from `data.states`, so both keys carry the list. The form sends back
   * `name` (as seeded); `label` is the name in the language asked for.
   */
  @Public()
  @Get('education-levels')
  @ApiReply(z.object({ education_levels: z.array(labelled), states: z.array(labelled) }))
  async educationLevels(@Headers('accept-language') acceptLanguage: string | undefined) {
    const levels = await this.queries.execute(new ListEducationLevelsQuery(languageOfAcceptHeader(acceptLanguage)));
    return reply({ education_levels: levels, states: levels });
  }

  @Public()
  @Get('reasons')
  @ApiReply(
    z.object({
      reasons: z.array(
        named.extend({ other: z.boolean().describe('the reason that lets the person say more in their own words') }),
      ),
    }),
  )
  @ApiErrors(400)
  async reasons(
    @ValidQuery(reasonsQuery) query: z.output<typeof reasonsQuery>,
    @Headers('accept-language') acceptLanguage: string | undefined,
  ) {
    const language = languageOfAcceptHeader(acceptLanguage);
    return reply({ reasons: await this.queries.execute(new ListReasonsQuery(query.type, language)) });
  }

  @Public()
  @Get('services')
  @ApiReply(z.object({ services: z.array(named.extend({ kind: z.enum(['cash', 'crypto']) })) }))
  @ApiErrors(400)
  async services(@ValidQuery(servicesQuery) _query: z.output<typeof servicesQuery>) {
    return reply({ services: await this.queries.execute(new ListServicesQuery()) });
  }
}
