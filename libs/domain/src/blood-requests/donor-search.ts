/**
 * Targeted donor search: waves that widen the radius until enough donors were alerted.
 * The last wave covers the hospital's whole state.
 */
export const SEARCH_RADII_KM = [10, 25, 50, 100] as const;
/** The "whole state" wave is bounded by a radius larger than any Nigerian state, so it still uses the index. */
export const STATE_WAVE_RADIUS_KM = 600;
/** Enough donors for a request: this many per unit requested. */
export const TARGETS_PER_UNIT = 5;
export const WAVE_COUNT = SEARCH_RADII_KM.length + 1;

export const targetsWanted = (units: number): number => units * TARGETS_PER_UNIT;

export interface Wave {
  wave: number;
  /** null for the whole-state wave. */
  radiusKm: number | null;
}

/** The wave numbered from 1; undefined past the last. */
export const waveAt = (wave: number): Wave | undefined => {
  if (wave < 1 || wave > WAVE_COUNT) return undefined;
  return { wave, radiusKm: wave <= SEARCH_RADII_KM.length ? SEARCH_RADII_KM[wave - 1]! : null };
};

/** Declines within this many days that earn a warning, and the no-show suspension. */
export const DECLINE_WINDOW_DAYS = 30;
export const DECLINE_WARNING_THRESHOLD = 5;
export const NO_SHOW_SUSPENSION_MONTHS = 1;

/** A warning on the 5th decline within 30 days, and again on every further 5th. */
export const declineEarnsWarning = (declinesInWindow: number): boolean =>
  declinesInWindow > 0 && declinesInWindow % DECLINE_WARNING_THRESHOLD === 0;

export const suspensionEnd = (from: Date, months = NO_SHOW_SUSPENSION_MONTHS): Date => {
  const end = new Date(from.getTime());
  end.setUTCMonth(end.getUTCMonth() + months);
  return end;
};

/** Great-circle distance in km (haversine on a 6371 km sphere), for rules and tests; PostgreSQL ranks in SQL. */
export const greatCircleKm = (
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
) => {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
};
