import { Controller, Get, Header } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { Public } from '@app/auth';
import { stateIdField } from '@app/domain';
import { StateEntity } from '@app/persistence';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../../platform/http/replies.js';
import { ValidQuery } from '../../../platform/http/validation.js';
import { leanReader } from '../../../platform/sql/bound-statements.js';
import { hospitalSchema, HOSPITAL_COLUMNS, toHospitalView, type HospitalRow } from '../../hospital.view.js';
import { HOSPITAL_ERRORS } from '../../hospitals.errors.js';

/** What anyone may see of a verified hospital, to walk in and give blood: the place, never who proposed or verified it. */
export const publicHospitalSchema = hospitalSchema
  .pick({
    id: true,
    name: true,
    kind: true,
    address: true,
    town: true,
    lga: true,
    state: true,
    latitude: true,
    longitude: true,
    has_blood_bank: true,
  })
  .extend({ phone: z.string().nullable() });
export type PublicHospitalView = z.infer<typeof publicHospitalSchema>;

const publicHospitalsQuery = z.object({ state_id: stateIdField });

/** The same for everyone and changed only by staff, so browsers and proxies may keep it a few minutes. */
const CACHE_CONTROL = 'public, max-age=300';

@ApiTags('hospitals')
@Controller('public/hospitals')
export class ListVerifiedHospitalsController {
  constructor(private readonly em: EntityManager) {}

  @Public()
  @Get()
  @Header('Cache-Control', CACHE_CONTROL)
  @ApiOperation({
    summary: 'The verified hospitals of a state, blood banks first',
    description:
      'Public: only hospitals staff verified, with where they are and their phone, so a donor can walk in. ' +
      'Listed (unverified) and suspended hospitals are never shown.',
  })
  @ApiReply(
    z.object({ state: z.object({ id: z.number(), name: z.string() }), hospitals: z.array(publicHospitalSchema) }),
  )
  @ApiErrors(400)
  async list(@ValidQuery(publicHospitalsQuery) query: z.output<typeof publicHospitalsQuery>) {
    const em = this.em.fork();
    const state = await em.findOne(StateEntity, { id: query.state_id });
    if (!state) throw HOSPITAL_ERRORS.error('state_unknown', { field: 'state_id' });
    const rows = await leanReader(em).execute<HospitalRow & { phone: string | null }>(
      `select ${HOSPITAL_COLUMNS}, h.phone, null::float8 as distance_km
         from hospital h join state s on s.id = h.state_id
        where h.state_id = ? and h.status = 'verified'
        order by h.has_blood_bank desc, h.name`,
      [state.id],
    );
    return reply({
      state: { id: state.id, name: state.name },
      hospitals: rows.map((row): PublicHospitalView => {
        const view = toHospitalView(row);
        return {
          id: view.id,
          name: view.name,
          kind: view.kind,
          address: view.address,
          town: view.town,
          lga: view.lga,
          state: view.state,
          latitude: view.latitude,
          longitude: view.longitude,
          has_blood_bank: view.has_blood_bank,
          phone: row.phone,
        };
      }),
    });
  }
}
