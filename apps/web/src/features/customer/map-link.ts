/** Spec section 2: map links open in a new tab, with directions when the current position is known. */
export interface MapTarget {
  lat: number | null;
  long: number | null;
  /** Used for the plain search when the store has no coordinates. */
  query?: string;
}

export interface Position {
  lat: number | null;
  long: number | null;
}

const MAPS = 'https://www.google.com/maps';

export function mapLink(target: MapTarget, from?: Position | null): string {
  const hasTarget = target.lat !== null && target.long !== null;
  const destination = hasTarget ? `${target.lat},${target.long}` : (target.query ?? '');
  if (from && from.lat !== null && from.long !== null && destination) {
    const params = new URLSearchParams({ api: '1', origin: `${from.lat},${from.long}`, destination });
    return `${MAPS}/dir/?${params}`;
  }
  return `${MAPS}/search/?${new URLSearchParams({ api: '1', query: destination })}`;
}

/** The attributes every map link carries. */
export const MAP_LINK_ATTRIBUTES = { target: '_blank', rel: 'noopener' } as const;

const EARTH_RADIUS_KM = 6371;

/** Great-circle distance in kilometres, to list the nearest store first. */
export function distanceKm(a: { lat: number; long: number }, b: { lat: number; long: number }): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLong = rad(b.long - a.long);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLong / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}
