import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { Public } from '@app/auth';
import { latitudeField, longitudeField } from '@app/domain';
import { ApiErrors } from '../../../platform/http/error-replies.js';
import { ApiReply, reply } from '../../../platform/http/replies.js';
import { ValidQuery } from '../../../platform/http/validation.js';
import { REFERENCE_DATA_ERRORS } from '../../reference-data.errors.js';
import { LocatePlaceQuery } from '../locate-place/locate-place.query.js';
import { SearchPlacesQuery } from './search-places.query.js';
import { placeSchema } from './search-places.response.dto.js';

const placesQuery = z.object({
  q: z.string({ error: 'q cannot be empty' }).trim().min(1, 'q cannot be empty').max(100, 'q is too long'),
  limit: z.coerce.number().int().min(1).max(20).default(10),
});
const locateQuery = z.object({ latitude: latitudeField, longitude: longitudeField });

@ApiTags('util')
@Controller('util')
export class SearchPlacesController {
  constructor(private readonly queries: QueryBus) {}

  @Public()
  @Get('places')
  @ApiReply(z.object({ places: z.array(placeSchema), attribution: z.string() }), {
    description: 'Places in Nigeria matching q, with the attribution their data asks for',
  })
  @ApiErrors(400)
  async places(@ValidQuery(placesQuery) query: z.output<typeof placesQuery>) {
    return reply(await this.queries.execute(new SearchPlacesQuery(query.q, query.limit)));
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
    const { state, place } = await this.queries.execute(new LocatePlaceQuery(query.latitude, query.longitude));
    if (!state) throw REFERENCE_DATA_ERRORS.error('location_outside_nigeria', { field: 'location' });
    return reply({ state, place });
  }
}
