import { Controller, Get, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { Public } from '@app/auth';
import { PROFILE_MESSAGES, invalidField, latitudeField, longitudeField } from '@app/domain';
import { isInNigeria, stateAt, type Geocoder } from '@app/geo';
import { StateEntity } from '@app/persistence';
import { ApiErrors } from '../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../platform/http/replies.js';
import { ValidQuery } from '../../platform/http/validation.js';

export const GEOCODER = Symbol('GEOCODER');

const placesQuery = z.object({
  q: z.string({ error: 'q cannot be empty' }).trim().min(1, 'q cannot be empty').max(100, 'q is too long'),
  limit: z.coerce.number().int().min(1).max(20).default(10),
});
const locateQuery = z.object({ latitude: latitudeField, longitude: longitudeField });

const placeSchema = z.object({
  name: z.string(),
  kind: z.string(),
  state: z.string(),
  state_id: z.number().nullable(),
  latitude: z.number(),
  longitude: z.number(),
});

/** Place search over the gazetteer shipped with the project (GeoNames, CC BY 4.0): no outside service needed. */
@ApiTags('util')
@Controller('util')
export class SearchPlacesController {
  constructor(
    private readonly em: EntityManager,
    @Inject(GEOCODER) private readonly geocoder: Geocoder,
  ) {}

  @Public()
  @Get('places')
  @ApiReply(z.object({ places: z.array(placeSchema), attribution: z.string() }), {
    description: 'Places in Nigeria matching q, with the attribution their data asks for',
  })
  @ApiErrors(400)
  async places(@ValidQuery(placesQuery) query: z.output<typeof placesQuery>) {
    const [places, stateIds] = await Promise.all([this.geocoder.search(query.q, query.limit), this.stateIds()]);
    return reply({
      places: places.map((place) => ({ ...place, state_id: stateIds.get(place.state) ?? null })),
      attribution: this.geocoder.attribution,
    });
  }

  /**
   * For "use my location": the state at a point, or the Nigeria rule's message, and the named place nearest it (a
   * neighbourhood, town or LGA) so the address reads "Near Ikeja, Lagos"; place is null when none is known nearby or
   * the geocoder cannot be reached (the state alone still lets the form go on).
   */
  @Public()
  @Get('locate')
  @ApiReply(
    z.object({
      state: z.object({ id: z.number(), name: z.string() }),
      place: z.object({ name: z.string(), kind: z.string() }).nullable(),
    }),
  )
  @ApiErrors(400)
  async locate(@ValidQuery(locateQuery) query: z.output<typeof locateQuery>) {
    const name = isInNigeria(query.latitude, query.longitude) ? stateAt(query.latitude, query.longitude) : null;
    if (!name) throw invalidField('location', PROFILE_MESSAGES.locationOutsideNigeria);
    const [stateIds, near] = await Promise.all([
      this.stateIds(),
      this.geocoder.reverse(query.latitude, query.longitude).catch(() => null),
    ]);
    const id = stateIds.get(name);
    if (id === undefined) throw invalidField('location', PROFILE_MESSAGES.locationOutsideNigeria);
    return reply({ state: { id, name }, place: near ? { name: near.name, kind: near.kind } : null });
  }

  private async stateIds(): Promise<Map<string, number>> {
    const states = await this.em.fork().find(StateEntity, {});
    return new Map(states.map((state) => [state.name, state.id]));
  }
}
