import { Query } from '@nestjs/cqrs';

/** The map tiles the user app shows (MAP_TILE_URL), so a deployment changes them without rebuilding the app. */
export class GetMapSettingsQuery extends Query<{ tile_url: string; attribution: string }> {}
