/**
 * `evidenceFactory(settings, keys)`: the `PipelineServices.evidence` factory. Given an agent's own
 * NetClient it builds the providers the analyst switched on (each null otherwise), so every request an
 * agent's provider makes carries that agent's purpose and run in the ledger. One throttle for the
 * geocoder is shared by all agents of the run (1 request/s to the service, whoever asks).
 */
import type { NetClient } from '../net/types';
import type { EvidenceKeyId } from './keys';
import { nominatimGeocoder } from './geocode/nominatim';
import { stacImagery } from './imagery/stac';
import { isLoopbackHost } from '../../shared/ipc/endpoint';
import { BRAVE_BASE_URL, braveSearch } from './search/brave';
import { genericSearch } from './search/generic';
import { searxngSearch } from './search/searxng';
import { TAVILY_BASE_URL, tavilySearch } from './search/tavily';
import type { EvidenceSettings } from './settings';
import { createThrottle, type Throttle } from './throttle';
import type { EvidenceProviders, Geocoder, ImageryProvider, WebSearchProvider } from './types';
import type { RetryPolicy } from './http';

export type EvidenceKeys = Partial<Record<EvidenceKeyId, string>>;

export interface FactoryOptions {
  /** Geocoder spacing (default 1000 ms: Nominatim's usage policy). */
  geocoderThrottle?: Throttle;
  retry?: RetryPolicy;
}

const HOME_ORIGINS = { tavily: new URL(TAVILY_BASE_URL).origin, brave: new URL(BRAVE_BASE_URL).origin };

/**
 * A Tavily or Brave key goes to that service's own origin only (or to a server on this machine, a local
 * proxy): a base URL pointing anywhere else would hand it the key.
 */
function keyGoesHome(p: 'tavily' | 'brave', baseUrl: string | undefined): boolean {
  if (!baseUrl) return true;
  const u = new URL(baseUrl);
  return u.origin === HOME_ORIGINS[p] || isLoopbackHost(u.hostname);
}

/** Why a switched-on provider cannot be built (a missing key or URL, a key that would leave home), or null. */
export function searchProblem(s: EvidenceSettings, keys: EvidenceKeys): string | null {
  const p = s.search.provider;
  const label = p === 'tavily' ? 'Tavily' : 'Brave Search';
  if ((p === 'tavily' || p === 'brave') && !keys[p]) return `No API key is stored for ${label}.`;
  if ((p === 'tavily' || p === 'brave') && !keyGoesHome(p, s.search.baseUrl))
    return `The ${label} key is sent only to ${HOME_ORIGINS[p]}; remove the base URL override to use it.`;
  if (p === 'searxng' && !s.search.baseUrl) return 'No SearXNG instance URL is set.';
  if (p === 'generic' && !s.search.generic?.urlTemplate) return 'No URL template is set for the generic search API.';
  return null;
}

function buildSearch(
  net: NetClient,
  s: EvidenceSettings,
  keys: EvidenceKeys,
  retry?: RetryPolicy
): WebSearchProvider | null {
  if (!s.search.enabled || searchProblem(s, keys)) return null;
  const r = retry ? { retry } : {};
  const base = s.search.baseUrl ? { baseUrl: s.search.baseUrl } : {};
  switch (s.search.provider) {
    case 'tavily':
      return tavilySearch(net, { apiKey: keys.tavily!, ...base, ...r });
    case 'brave':
      return braveSearch(net, { apiKey: keys.brave!, ...base, ...r });
    case 'searxng':
      return searxngSearch(net, {
        baseUrl: s.search.baseUrl!,
        ...(keys.searxng ? { apiKey: keys.searxng } : {}),
        ...r
      });
    case 'generic': {
      const g = s.search.generic!;
      return genericSearch(net, {
        urlTemplate: g.urlTemplate,
        resultsPath: g.resultsPath,
        titlePath: g.titlePath,
        urlPath: g.urlPath,
        snippetPath: g.snippetPath,
        ...(g.datePath ? { datePath: g.datePath } : {}),
        ...(g.keyHeader ? { keyHeader: g.keyHeader } : {}),
        ...(g.keyPrefix ? { keyPrefix: g.keyPrefix } : {}),
        ...(keys.generic ? { apiKey: keys.generic } : {}),
        ...r
      });
    }
  }
}

export function evidenceFactory(
  settings: EvidenceSettings,
  keys: EvidenceKeys,
  opts: FactoryOptions = {}
): (net: NetClient) => EvidenceProviders {
  const throttle = opts.geocoderThrottle ?? createThrottle(1000);
  const r = opts.retry ? { retry: opts.retry } : {};
  return (net) => {
    const geocoder: Geocoder | null = settings.geocoder.enabled
      ? nominatimGeocoder(net, {
          baseUrl: settings.geocoder.baseUrl,
          userAgent: settings.geocoder.userAgent,
          throttle,
          ...r
        })
      : null;
    const imagery: ImageryProvider | null = settings.imagery.enabled
      ? stacImagery(net, {
          stacUrl: settings.imagery.stacUrl,
          collection: settings.imagery.collection,
          ...(settings.imagery.sasUrl ? { sasUrl: settings.imagery.sasUrl } : {}),
          ...(keys.stac ? { apiKey: keys.stac } : {}),
          ...r
        })
      : null;
    return { webSearch: buildSearch(net, settings, keys, opts.retry), geocoder, imagery };
  };
}
