/**
 * Where a claim is: the places it names, resolved offline in the corpus gazetteer (countries, capitals,
 * large cities, regions) and, when the analyst switched geocoding on, the finer names the gazetteer
 * does not have ("the Ennore terminal", "Kalinga Nagar") looked up through the geocoder. Only the place
 * name leaves the machine, never the claim. What could not be resolved is kept, so the finding can say so.
 */
import type { Claim } from '../../../shared/domain/claim';
import type { GeographyDetails } from '../../../shared/domain/findingDetails';
import { NAMED_AFTER, type Gazetteer, type PlaceMatch } from '../../corpus/gazetteer';
import type { BBox, Geocoder } from '../../evidence/types';

type Location = GeographyDetails['locations'][number];

interface Located {
  location: Location;
  /** city / country / geocoded: how precise the point is. */
  precision: 'city' | 'country' | 'geocoded';
  /** A box around the place when it is small enough to look at from above. */
  bbox?: BBox;
  /** Other places of the same name (a guess among them was made). */
  alternatives: number;
}

export interface ClaimPlaces {
  located: Located[];
  /** Regions the claim names (Europe, APAC): named, not points. */
  regions: Array<{ name: string; countries: number }>;
  /** Names that looked like places and were not resolved (geocoding off, or nothing found). */
  unresolved: string[];
  /** Names sent to the geocoder. */
  geocoded: string[];
  /** Geocoder requests that failed, with the reason ("Kalinga Nagar: EVIDENCE_RATE_LIMITED …"). */
  failures: string[];
}

/** Half-width in degrees of the box looked at around a city point (about 5 km). */
const CITY_BOX = 0.05;
const MAX_GEOCODE = 3;
/** "in/at/near" followed by capitalised words: a candidate place the gazetteer may not have. */
const CANDIDATE =
  /\b(?:in|at|near|outside)\s+((?:the\s+)?\p{Lu}[\p{L}'’-]+(?:\s+(?:\p{Lu}[\p{L}'’-]+|de|do|da|del|di|la|le|sur|am|upon))*)/gu;
const NOT_PLACES =
  /^(?:the\s+)?(?:group|company|board|committee|report|scope|total|overall|middle|upper|lower|senior|junior|top|january|february|march|april|may|june|july|august|september|october|november|december|q[1-4]|fy\d*|english|french|german|spanish|italian|portuguese|dutch|arabic|chinese|japanese|korean)$/iu;
/** An acronym of up to four capitals ("IT", "ESG", "CSRD") is not a place name. */
const ACRONYM = /^\p{Lu}{1,4}$/u;

const box = (lat: number, lon: number, d: number): BBox => [lon - d, lat - d, lon + d, lat + d];

function fromMatch(m: PlaceMatch, page: number): Located | null {
  if (m.kind === 'region') return null;
  const source = {
    kind: 'geo' as const,
    ref: m.kind === 'city' ? `gazetteer#city/${m.city.iso2}/${m.city.name}` : `gazetteer#country/${m.country.iso2}`,
    title: 'Offline gazetteer (world-countries, Natural Earth)',
    page
  };
  if (m.kind === 'country') {
    return {
      location: {
        name: m.country.name,
        country: m.country.iso2,
        latitude: m.country.lat,
        longitude: m.country.lon,
        source,
        kind: 'country',
        resolvedBy: 'gazetteer'
      },
      precision: 'country',
      alternatives: 0
    };
  }
  const name = `${m.city.name}${m.city.province ? `, ${m.city.province}` : ''}, ${m.country.name}`;
  return {
    location: {
      name,
      country: m.city.iso2,
      latitude: m.city.lat,
      longitude: m.city.lon,
      source,
      kind: 'city',
      resolvedBy: 'gazetteer'
    },
    precision: 'city',
    bbox: box(m.city.lat, m.city.lon, CITY_BOX),
    alternatives: m.alternatives
  };
}

/** "Paris Agreement", "Kyoto Protocol": a name ending in a treaty, body or index word the gazetteer also refuses. */
const namesNoPlace = (name: string): boolean => {
  const words = name.split(/\s+/u);
  return words.some((_, i) => i > 0 && NAMED_AFTER.test(` ${words.slice(i).join(' ')}`));
};

/** Capitalised place-like names after "in/at/near" that the gazetteer did not resolve. */
export function candidateNames(text: string, matched: readonly PlaceMatch[], company: string | null): string[] {
  const known = new Set(matched.map((m) => m.text.toLowerCase()));
  const out: string[] = [];
  for (const m of text.matchAll(CANDIDATE)) {
    const name = m[1]!.replace(/^the\s+/iu, '').trim();
    // "Non-" (from "Non-management"), a word cut at a hyphen, is no name; nor is a treaty, body or index ("Paris Agreement").
    if (
      NOT_PLACES.test(name) ||
      ACRONYM.test(name) ||
      /-$/u.test(name) ||
      namesNoPlace(name) ||
      known.has(name.toLowerCase()) ||
      (company && name.toLowerCase().includes(company.toLowerCase()))
    )
      continue;
    if (![...known].some((k) => name.toLowerCase().includes(k)) && !out.includes(name)) out.push(name);
  }
  return out;
}

export async function locateClaim(
  claim: Claim,
  gazetteer: Gazetteer,
  opts: { company: string | null; geocoder: Geocoder | null; signal?: AbortSignal }
): Promise<ClaimPlaces> {
  const matches = gazetteer.placesIn(claim.text);
  const located = matches.flatMap((m) => fromMatch(m, claim.sourcePage) ?? []);
  // A region named twice (a table row repeating "Europe, Middle East, Africa") is one region.
  const named = new Map<string, number>();
  for (const m of matches)
    if (m.kind === 'region' && !named.has(m.region.name)) named.set(m.region.name, m.region.countries.length);
  const regions = [...named].map(([name, countries]) => ({ name, countries }));
  const candidates = candidateNames(claim.text, matches, opts.company);
  const unresolved: string[] = [];
  const geocoded: string[] = [];
  const failures: string[] = [];
  for (const name of candidates) {
    if (!opts.geocoder || geocoded.length >= MAX_GEOCODE) {
      unresolved.push(name);
      continue;
    }
    geocoded.push(name);
    let hit: Awaited<ReturnType<Geocoder['geocode']>>[number] | undefined;
    try {
      [hit] = await opts.geocoder.geocode(name, {
        purpose: 'geocode:place',
        ...(opts.signal ? { signal: opts.signal } : {})
      });
    } catch (err) {
      opts.signal?.throwIfAborted();
      failures.push(`${name}: ${err instanceof Error ? err.message : String(err)}`);
    }
    const country = hit?.countryCode && /^[A-Z]{2}$/u.test(hit.countryCode) ? hit.countryCode : null;
    if (!hit || !country) {
      unresolved.push(name);
      continue;
    }
    const small = hit.bbox && hit.bbox[2] - hit.bbox[0] < 1 && hit.bbox[3] - hit.bbox[1] < 1;
    located.push({
      location: {
        name: hit.name,
        country,
        latitude: hit.lat,
        longitude: hit.lon,
        source: {
          kind: 'geo',
          ref: `${opts.geocoder.id}:${name}`,
          title: `${opts.geocoder.label} geocoding`,
          page: claim.sourcePage
        },
        kind: 'place',
        resolvedBy: 'geocoder'
      },
      precision: 'geocoded',
      bbox: small ? hit.bbox! : box(hit.lat, hit.lon, CITY_BOX),
      alternatives: 0
    });
  }
  // One entry per place (a city and its country both named keep both; the same city twice does not).
  const seen = new Set<string>();
  const unique = located.filter((l) => !seen.has(l.location.source.ref) && (seen.add(l.location.source.ref), true));
  return { located: unique, regions, unresolved, geocoded, failures };
}
