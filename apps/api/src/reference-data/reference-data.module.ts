import { Module } from '@nestjs/common';
import { APP_CONFIG } from '@app/config';
import { GEOCODER, geocoderFor } from './geocoder.js';
import { GetMapSettingsController } from './queries/get-map-settings/get-map-settings.http.controller.js';
import { GetMapSettingsHandler } from './queries/get-map-settings/get-map-settings.handler.js';
import { ListEducationLevelsHandler } from './queries/list-education-levels/list-education-levels.handler.js';
import { ListReasonsHandler } from './queries/list-reasons/list-reasons.handler.js';
import { ListServicesHandler } from './queries/list-services/list-services.handler.js';
import { ListReferenceDataController } from './queries/list-states/list-states.http.controller.js';
import { ListStatesHandler } from './queries/list-states/list-states.handler.js';
import { LocatePlaceHandler } from './queries/locate-place/locate-place.handler.js';
import { SearchPlacesController } from './queries/search-places/search-places.http.controller.js';
import { SearchPlacesHandler } from './queries/search-places/search-places.handler.js';

@Module({
  // In the order of the routes in the OpenAPI document.
  controllers: [ListReferenceDataController, SearchPlacesController, GetMapSettingsController],
  providers: [
    { provide: GEOCODER, useFactory: geocoderFor, inject: [APP_CONFIG] },
    ListStatesHandler,
    ListEducationLevelsHandler,
    ListReasonsHandler,
    ListServicesHandler,
    SearchPlacesHandler,
    LocatePlaceHandler,
    GetMapSettingsHandler,
  ],
})
export class ReferenceDataModule {}
