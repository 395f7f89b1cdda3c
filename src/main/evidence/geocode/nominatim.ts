/**
 * A Nominatim-compatible geocoder (GET {base}/search?q=…&format=jsonv2&limit=…&addressdetails=1),
 * with an identifying User-Agent as the usage policy asks, one request per second across every agent
 * of the process (the throttle is shared), and answers cached by the net/ client (GET). Answer: a list
 * of `{ lat, lon, display_name, boundingbox: [south, north, west, east], category, type, addresstype,
 * address: { country_code } }`, coordinates as strings.
 */
import type { NetClient } from '../../net/types';
import { EvidenceError, EvidenceErrors } from '../errors';
import { providerJson, type RetryPolicy } from '../http';
import type { Throttle } from '../throttle';
import type { BBox, GeocodeResult, Geocoder } from '../types';

export const NOMINATIM_BASE_URL = 'https://nominatim.openstreetmap.org';
export const SIBYL_USER_AGENT = 'SibylDesktop/0.1 (sustainability report verification)';

export interface NominatimConfig {
  baseUrl?: string;
  userAgent?: string;
  /** Shared by every geocoder built from these settings. */
  throttle: Throttle;
  limit?: number;
  retry?: RetryPolicy;
}

interface Place {
  lat?: unknown;
  lon?: unknown;
  display_name?: unknown;
  boundingbox?: unknown;
  category?: unknown;
  type?: unknown;
  addresstype?: unknown;
  address?: { country_code?: unknown };
}

/** The URL the geocoder receives for a place name (also shown in Settings' preview). */
export function nominatimUrl(base: string, place: string, limit = 5): URL {
  const q = place.replace(/\s+/g, ' ').trim().slice(0, 300);
  if (!q) throw new Error('A geocoding request needs a place name.');
  const url = new URL(`${base.replace(/\/+$/, '')}/search`);
  url.searchParams.set('q', q);
  url.searchParams.set('format', 'jsonv2');
  url.searchParams.set('limit', String(Math.max(1, Math.min(10, limit))));
  url.searchParams.set('addressdetails', '1');
  return url;
}

function bboxOf(v: unknown): BBox | undefined {
  if (!Array.isArray(v) || v.length !== 4) return undefined;
  const [s, n, w, e] = v.map(Number) as [number, number, number, number];
  return [s, n, w, e].every(Number.isFinite) ? [w, s, e, n] : undefined;
}

function toResult(p: Place): GeocodeResult | null {
  const lat = Number(p.lat);
  const lon = Number(p.lon);
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  const bbox = bboxOf(p.boundingbox);
  const kind = [p.addresstype, p.type, p.category].find((k): k is string => typeof k === 'string' && !!k);
  const cc = typeof p.address?.country_code === 'string' ? p.address.country_code.toUpperCase() : undefined;
  return {
    name: typeof p.display_name === 'string' ? p.display_name : `${lat}, ${lon}`,
    lat,
    lon,
    ...(bbox ? { bbox } : {}),
    ...(kind ? { kind } : {}),
    ...(cc ? { countryCode: cc } : {})
  };
}

export function nominatimGeocoder(net: NetClient, cfg: NominatimConfig): Geocoder {
  const base = cfg.baseUrl ?? NOMINATIM_BASE_URL;
  return {
    id: 'nominatim',
    label: 'Nominatim (OpenStreetMap)',
    async geocode(place, opts) {
      const url = nominatimUrl(base, place, cfg.limit);
      const call = {
        provider: 'nominatim',
        purpose: opts.purpose,
        queryText: url.searchParams.get('q')!,
        ...(opts.signal ? { signal: opts.signal } : {})
      };
      // Every call takes its turn (a cached answer too: the client decides hit or miss inside the turn).
      const answer = await cfg.throttle.run(() =>
        providerJson(
          net,
          url,
          { method: 'GET', headers: { 'user-agent': cfg.userAgent ?? SIBYL_USER_AGENT, accept: 'application/json' } },
          call,
          cfg.retry
        )
      );
      if (!Array.isArray(answer))
        throw new EvidenceError(
          EvidenceErrors.EVIDENCE_BAD_ANSWER,
          'nominatim',
          'The geocoder answered something other than a list of places.'
        );
      return answer.map((p) => toResult(p as Place)).filter((r): r is GeocodeResult => r !== null);
    }
  };
}
