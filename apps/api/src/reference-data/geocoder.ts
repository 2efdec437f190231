import { Logger } from '@nestjs/common';
import type { AppConfig } from '@app/config';
import { FallbackGeocoder, GazetteerGeocoder, NominatimGeocoder, type Geocoder } from '@app/geo';

export const GEOCODER = Symbol('GEOCODER');

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
