/**
 * A Geography finding's details read for people: the places resolved (name, kind, country, a point
 * rounded to what it can claim, who resolved it), the regions named, the names not resolved, the
 * satellite scenes compared (id, date, cloud cover, catalogue host: image references, never images),
 * the NDVI before, after and the change, and what the agent did not check. The reasoning panel, the
 * report view and the PDF all draw from this. Pure.
 */
import type { GeographyDetails } from '../domain/findingDetails';

type Location = GeographyDetails['locations'][number];
type Observation = GeographyDetails['observations'][number];

export interface PlaceView {
  name: string;
  /** "city", "country", "geocoded place", or "" in documents that do not say. */
  kind: string;
  country: string;
  /** "18.52° N, 73.86° E", rounded to the point's precision. */
  coordinates: string;
  /** "offline gazetteer", "Nominatim geocoding", … */
  resolvedBy: string;
  page?: number;
}

export interface SceneView {
  /** "before" / "after", or "" for a scene outside a comparison. */
  role: string;
  id: string;
  date: string;
  /** "4 % cloud", or "cloud cover not given". */
  cloud: string;
  /** The catalogue's host, from the scene reference (the STAC item URL). */
  host: string;
  /** The scene reference itself (STAC item URL). */
  ref: string;
  ndvi?: string;
  place: string;
}

export interface GeographyView {
  places: PlaceView[];
  /** "Europe (region of 44 countries)". */
  regions: string[];
  unresolved: string[];
  scenes: SceneView[];
  /** Other observations (land cover, protected areas, maps) as lines. */
  otherObservations: string[];
  /** "NDVI 0.31 → 0.44, change +0.13: greener (±0.05 counts as a change)", or null without a comparison. */
  ndvi: string | null;
  notChecked: string[];
}

/** Decimal places a point can claim: a country's centre 1 (about 10 km), a city 2 (about 1 km), a geocoded place 3. */
const DECIMALS: Record<string, number> = { country: 1, city: 2, place: 3 };

export function coordinatesText(l: Pick<Location, 'latitude' | 'longitude' | 'kind'>): string {
  const d = DECIMALS[l.kind ?? ''] ?? 2;
  const lat = `${Math.abs(l.latitude).toFixed(d)}° ${l.latitude < 0 ? 'S' : 'N'}`;
  const lon = `${Math.abs(l.longitude).toFixed(d)}° ${l.longitude < 0 ? 'W' : 'E'}`;
  return `${lat}, ${lon}`;
}

const KIND: Record<string, string> = { country: 'country', city: 'city', place: 'geocoded place' };

function resolvedByText(l: Location): string {
  if (l.resolvedBy === 'gazetteer' || (!l.resolvedBy && l.source.ref.startsWith('gazetteer#')))
    return 'offline gazetteer';
  return l.source.title ?? (l.resolvedBy === 'geocoder' ? 'geocoder' : l.source.ref);
}

function placeView(l: Location): PlaceView {
  return {
    name: l.name,
    kind: KIND[l.kind ?? ''] ?? '',
    country: l.country,
    coordinates: coordinatesText(l),
    resolvedBy: resolvedByText(l),
    ...(l.source.page ? { page: l.source.page } : {})
  };
}

/** The host of a scene reference (STAC item URL), or the provider when the reference is not a URL. */
export function hostOf(ref: string, fallback: string): string {
  try {
    return new URL(ref).host || fallback;
  } catch {
    return fallback;
  }
}

const signed = (x: number): string => `${x >= 0 ? '+' : '−'}${Math.abs(x).toFixed(2)}`;

function sceneView(o: Observation, d: GeographyDetails): SceneView {
  return {
    role: o.role ?? '',
    id: o.sceneId ?? o.ref,
    date: o.capturedOn ?? 'date not given',
    cloud: o.cloudCover !== undefined ? `${Math.round(o.cloudCover)} % cloud` : 'cloud cover not given',
    host: hostOf(o.ref, o.provider),
    ref: o.ref,
    place: d.locations[o.location]?.name ?? `place ${o.location + 1}`,
    ...(o.ndvi !== undefined ? { ndvi: o.ndvi.toFixed(2) } : {})
  };
}

function ndviText(n: NonNullable<GeographyDetails['ndvi']>): string {
  const trend = n.change >= n.threshold ? 'greener' : n.change <= -n.threshold ? 'less green' : 'about as green';
  return (
    `NDVI ${n.before.toFixed(2)} → ${n.after.toFixed(2)}, change ${signed(n.change)}: ` +
    `${trend} (a change of ${n.threshold.toFixed(2)} or more counts)`
  );
}

export function geographyView(d: GeographyDetails): GeographyView {
  const sat = d.observations.filter((o) => o.kind === 'satellite_imagery');
  return {
    places: d.locations.map(placeView),
    regions: d.regions.map((r) => `${r.name} (region of ${r.countries} countries)`),
    unresolved: d.unresolved,
    scenes: [...sat].sort((a, b) => (a.capturedOn ?? '').localeCompare(b.capturedOn ?? '')).map((o) => sceneView(o, d)),
    otherObservations: d.observations
      .filter((o) => o.kind !== 'satellite_imagery')
      .map(
        (o) =>
          `${o.kind.replace('_', ' ')} at ` +
          `${d.locations[o.location]?.name ?? `place ${o.location + 1}`}: ${o.provider}, ` +
          `${o.ref}${o.capturedOn ? ` (${o.capturedOn})` : ''}${o.note ? ` — ${o.note}` : ''}`
      ),
    ndvi: d.ndvi ? ndviText(d.ndvi) : null,
    notChecked: d.notChecked
  };
}

/**
 * Whether the details say all the summary says, so a narrow view may show them instead of it: every
 * place says what it is (documents written before that do not) and there is something to show.
 */
export function geographyCoversSummary(d: GeographyDetails): boolean {
  return (
    d.locations.every((l) => l.kind !== undefined) &&
    d.locations.length + d.regions.length + d.unresolved.length + d.notChecked.length > 0
  );
}

export const placeText = (p: PlaceView): string =>
  `${p.name} — ${[p.kind, p.country, p.coordinates].filter(Boolean).join(', ')} ` +
  `(${p.resolvedBy}${p.page ? `, report p. ${p.page}` : ''})`;

export const sceneText = (s: SceneView): string =>
  `${s.role ? `${s.role[0]!.toUpperCase()}${s.role.slice(1)}: ` : ''}scene ` +
  `${s.id}, ${s.date}, ${s.cloud}, ${s.host}${s.ndvi ? `, NDVI ${s.ndvi}` : ''}`;
