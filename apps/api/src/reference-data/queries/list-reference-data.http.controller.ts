import { Controller, Get, Headers } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { Public } from '@app/auth';
import { languageOfAcceptHeader, referenceName } from '@app/i18n/node';
import { EducationLevelEntity, PaymentServiceEntity, ReasonEntity, StateEntity } from '@app/persistence';
import { ApiErrors } from '../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../platform/http/replies.js';
import { ValidQuery } from '../../platform/http/validation.js';

/** The seeded reason after which a person writes their own (the name is the seed's, in English, whatever the reply's language). */
const OTHER_REASON = 'Other';

const named = z.object({ id: z.number(), name: z.string() });
const labelled = named.extend({ label: z.string().describe('the name in the language asked for') });
const reasonsQuery = z.object({ type: z.enum(['decline', 'request'], { error: 'type must be decline or request' }) });
const servicesQuery = z.object({ type: z.enum(['donation'], { error: 'type must be donation' }).default('donation') });

/** The lists the forms choose from. Public: the sign-up and public forms need them before login. */
@ApiTags('util')
@Controller('util')
export class ListReferenceDataController {
  constructor(private readonly em: EntityManager) {}

  @Public()
  @Get('states')
  @ApiReply(z.object({ states: z.array(named) }))
  async states() {
    const states = await this.em.fork().find(StateEntity, {}, { orderBy: { name: 'asc' } });
    return reply({ states: states.map(({ id, name }) => ({ id, name })) });
  }

  /**
   * The spec's client reads education levels from `data.states`, so both keys carry the list. The form sends back
   * `name` (as seeded); `label` is the name in the language asked for.
   */
  @Public()
  @Get('education-levels')
  @ApiReply(z.object({ education_levels: z.array(labelled), states: z.array(labelled) }))
  async educationLevels(@Headers('accept-language') acceptLanguage: string | undefined) {
    const language = languageOfAcceptHeader(acceptLanguage);
    const levels = (await this.em.fork().find(EducationLevelEntity, {}, { orderBy: { id: 'asc' } })).map(
      ({ id, name }) => ({ id, name, label: referenceName(language, 'reference-data:educationLevels', name) }),
    );
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
    const reasons = await this.em.fork().find(ReasonEntity, { type: query.type }, { orderBy: { id: 'asc' } });
    const language = languageOfAcceptHeader(acceptLanguage);
    const group = query.type === 'request' ? 'reference-data:reasons.request' : 'reference-data:reasons.decline';
    // Named in the language asked for; the id is what a form sends back.
    return reply({
      reasons: reasons.map(({ id, name }) => ({
        id,
        name: referenceName(language, group, name),
        other: name === OTHER_REASON,
      })),
    });
  }

  @Public()
  @Get('services')
  @ApiReply(z.object({ services: z.array(named.extend({ kind: z.enum(['cash', 'crypto']) })) }))
  @ApiErrors(400)
  async services(@ValidQuery(servicesQuery) _query: z.output<typeof servicesQuery>) {
    const services = await this.em.fork().find(PaymentServiceEntity, {}, { orderBy: { id: 'asc' } });
    return reply({ services: services.map(({ id, name, kind }) => ({ id, name, kind })) });
  }
}
