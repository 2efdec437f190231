import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { GetMapSettingsQuery } from './get-map-settings.query.js';

@QueryHandler(GetMapSettingsQuery)
export class GetMapSettingsHandler implements IQueryHandler<GetMapSettingsQuery> {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async execute() {
    return { tile_url: this.config.MAP_TILE_URL, attribution: this.config.MAP_TILE_ATTRIBUTION };
  }
}
