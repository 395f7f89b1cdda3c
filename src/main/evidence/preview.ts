/**
 * What each provider would receive, built with the adapters' own request builders for an example
 * query, so the Settings screen shows the analyst exactly what leaves the machine before a provider is
 * switched on: method, URL, header names (a key as a placeholder, never its value) and body.
 */
import type { EvidencePreview } from '../../shared/ipc/routes/evidence';
import { nominatimUrl } from './geocode/nominatim';
import { stacSearchBody } from './imagery/stac';
import { braveUrl } from './search/brave';
import { genericUrl } from './search/generic';
import { searxngUrl } from './search/searxng';
import { tavilyBody } from './search/tavily';
import { searchProblem, type EvidenceKeys } from './factory';
import { geocoderHosts, imageryHosts, searchHosts, type EvidenceSettings } from './settings';
import { BRAVE_BASE_URL } from './search/brave';
import { TAVILY_BASE_URL } from './search/tavily';

const EXAMPLE_QUERY = 'Orange SA controversy emissions';
const EXAMPLE_PLACE = 'Chennai, Tamil Nadu';
const EXAMPLE_SCENES = { bbox: [80.2, 13.0, 80.3, 13.1] as const, from: '2023-01-01', to: '2023-12-31', maxCloud: 20 };
const KEY = '<your key>';
const NEVER = 'No report text beyond the query, no file, no page, no claim, no name of the report.';

function searchRequests(s: EvidenceSettings): EvidencePreview['requests'] {
  const opts = { maxResults: 10, topic: 'general' as const };
  switch (s.search.provider) {
    case 'tavily':
      return [
        {
          method: 'POST',
          url: `${s.search.baseUrl ?? TAVILY_BASE_URL}/search`,
          headers: [`Authorization: Bearer ${KEY}`, 'Content-Type: application/json'],
          body: JSON.stringify(tavilyBody(EXAMPLE_QUERY, opts))
        }
      ];
    case 'brave':
      return [
        {
          method: 'GET',
          url: braveUrl(s.search.baseUrl ?? BRAVE_BASE_URL, EXAMPLE_QUERY, opts).href,
          headers: [`X-Subscription-Token: ${KEY}`, 'Accept: application/json'],
          body: null
        }
      ];
    case 'searxng':
      return s.search.baseUrl
        ? [
            {
              method: 'GET',
              url: searxngUrl(s.search.baseUrl, EXAMPLE_QUERY, opts).href,
              headers: ['Accept: application/json'],
              body: null
            }
          ]
        : [];
    case 'generic': {
      const g = s.search.generic;
      if (!g?.urlTemplate?.includes('{query}')) return [];
      return [
        {
          method: 'GET',
          url: genericUrl(g.urlTemplate, EXAMPLE_QUERY, opts).href,
          headers: ['Accept: application/json', ...(g.keyHeader ? [`${g.keyHeader}: ${g.keyPrefix ?? ''}${KEY}`] : [])],
          body: null
        }
      ];
    }
  }
}

const LABELS = { tavily: 'Tavily', brave: 'Brave Search', searxng: 'SearXNG', generic: 'Generic search API' } as const;

export function searchPreview(s: EvidenceSettings, keys: EvidenceKeys): EvidencePreview {
  return {
    kind: 'search',
    provider: s.search.provider,
    label: LABELS[s.search.provider],
    hosts: searchHosts(s),
    example: EXAMPLE_QUERY,
    requests: searchRequests(s),
    sends: `The query text only: e.g. '${EXAMPLE_QUERY}', and how many results to return.`,
    neverSends: NEVER,
    problem: searchProblem(s, keys)
  };
}

export function geocoderPreview(s: EvidenceSettings): EvidencePreview {
  return {
    kind: 'geocoder',
    provider: 'nominatim',
    label: 'Nominatim (OpenStreetMap)',
    hosts: geocoderHosts(s),
    example: EXAMPLE_PLACE,
    requests: [
      {
        method: 'GET',
        url: nominatimUrl(s.geocoder.baseUrl, EXAMPLE_PLACE).href,
        headers: [`User-Agent: ${s.geocoder.userAgent}`, 'Accept: application/json'],
        body: null
      }
    ],
    sends: `The place name only: e.g. '${EXAMPLE_PLACE}'; at most one request per second, repeated names answered from the cache.`,
    neverSends: NEVER,
    problem: null
  };
}

export function imageryPreview(s: EvidenceSettings, keys: EvidenceKeys): EvidencePreview {
  const keyHeader = keys.stac ? [`Ocp-Apim-Subscription-Key: ${KEY}`] : [];
  const body = JSON.stringify(stacSearchBody(s.imagery.collection, EXAMPLE_SCENES));
  return {
    kind: 'imagery',
    provider: 'stac',
    label: 'STAC imagery',
    hosts: imageryHosts(s),
    example: body,
    requests: [
      {
        method: 'POST',
        url: `${s.imagery.stacUrl}/search`,
        headers: ['Content-Type: application/json', ...keyHeader],
        body
      },
      ...(s.imagery.sasUrl
        ? [
            {
              method: 'GET',
              url: `${s.imagery.sasUrl}/token/${encodeURIComponent(s.imagery.collection)}`,
              headers: keyHeader,
              body: null
            }
          ]
        : []),
      ...s.imagery.assetHosts.slice(0, 1).map((h) => ({
        method: 'GET',
        url: `https://${h}/…/B04.tif and …/B08.tif`,
        headers: ['Range: bytes=… (only the tiles under the area)'],
        body: null
      }))
    ],
    sends:
      'A bounding box in degrees, a date range and a cloud-cover limit; then range requests for the red and near-infrared band files of a chosen scene.',
    neverSends: `${NEVER} Place names are not sent to the imagery service.`,
    problem: s.imagery.assetHosts.length ? null : 'No band-file host is listed, so band files cannot be read (NDVI).'
  };
}
