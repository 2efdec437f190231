import { Module } from '@nestjs/common';
import { GazetteerGeocoder } from '@app/geo';
import { ListReferenceDataController } from './queries/list-reference-data.http.controller.js';
import { GEOCODER, SearchPlacesController } from './queries/search-places.http.controller.js';

@Module({
  controllers: [ListReferenceDataController, SearchPlacesController],
  providers: [{ provide: GEOCODER, useValue: new GazetteerGeocoder() }],
})
export class ReferenceDataModule {}
