import { Query } from '@nestjs/cqrs';

/**
 * For "use my location": the state at a point in Nigeria and the named place nearest it (a neighbourhood, town or
 * LGA); the state is null when the point is outside Nigeria, the place when none is known nearby or the geocoder
 * cannot be reached (the state alone still lets the form go on).
 */
export class LocatePlaceQuery extends Query<{
  state: { id: number; name: string } | null;
  place: { name: string; kind: string } | null;
}> {
  constructor(
    readonly latitude: number,
    readonly longitude: number,
  ) {
    super();
  }
}
