import { Logger, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@app/config';
import { FallbackGeocoder, GazetteerGeocoder, NominatimGeocoder, type Geocoder } from '@app/geo';
import { ListReferenceDataController } from './queries/list-reference-data.http.controller.js';
import { GetMapSettingsController } from './queries/get-map-settings.http.controller.js';
import { GEOCODER, SearchPlacesController } from './queries/search-places.http.controller.js';

/**
 * The geocoder GEOCODER chooses: the shipped gazetteer, or a self-hosted Nominatim (README, "Places and maps") with
 * the gazetteer answering, and a warning logged, while Nominatim cannot.
 */
export const geocoderFor = (config: AppConfig): Geocoder => {
  if (config.GEOCODER !== 'nominatim' || !config.NOMINATIM_URL) return new GazetteerGeocoder();
  const logger = new Logger('Geocoder');
  return new FallbackGeocoder(
    new NominatimGeocoder(config.NOMINATIM_URL, { timeoutMs: config.NOMINATIM_TIMEOUT_MS }),
    new GazetteerGeocoder(),
    (error) => logger.warn(`Nominatim failed, the gazetteer answered: ${(error as Error).message}`),
  );
};

@Module({
  controllers: [ListReferenceDataController, SearchPlacesController, GetMapSettingsController],
  providers: [{ provide: GEOCODER, useFactory: geocoderFor, inject: [APP_CONFIG] }],
})
export class ReferenceDataModule {}
