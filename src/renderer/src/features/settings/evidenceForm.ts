/**
 * The "Evidence providers" form: built from main's state (the saved settings), edited field by field,
 * sent back as the route's form. Pure functions (unit-tested); main checks the meaning.
 */
import type {
  EvidenceKeyId,
  EvidencePreview,
  EvidenceSettingsForm,
  EvidenceSettingsState,
  SearchProviderId
} from '../../../../shared/ipc/routes/evidence';

export interface EvidenceForm {
  searchEnabled: boolean;
  searchProvider: SearchProviderId;
  searchUrl: string;
  genericTemplate: string;
  genericResults: string;
  genericTitle: string;
  genericUrl: string;
  genericSnippet: string;
  genericKeyHeader: string;
  geocoderEnabled: boolean;
  geocoderUrl: string;
  imageryEnabled: boolean;
  stacUrl: string;
  sasUrl: string;
  assetHosts: string;
}

export const SEARCH_LABELS: Record<SearchProviderId, string> = {
  tavily: 'Tavily',
  brave: 'Brave Search',
  searxng: 'SearXNG instance',
  generic: 'Generic JSON API'
};

export function formFromState(state: EvidenceSettingsState): EvidenceForm {
  const { search, geocoder, imagery } = state.settings;
  const g = search.generic;
  return {
    searchEnabled: search.enabled,
    searchProvider: search.provider,
    searchUrl: search.baseUrl ?? '',
    genericTemplate: g?.urlTemplate ?? '',
    genericResults: g?.resultsPath ?? 'results',
    genericTitle: g?.titlePath ?? 'title',
    genericUrl: g?.urlPath ?? 'url',
    genericSnippet: g?.snippetPath ?? 'snippet',
    genericKeyHeader: g?.keyHeader ?? '',
    geocoderEnabled: geocoder.enabled,
    geocoderUrl: geocoder.baseUrl,
    imageryEnabled: imagery.enabled,
    stacUrl: imagery.stacUrl,
    sasUrl: imagery.sasUrl ?? '',
    assetHosts: imagery.assetHosts.join(', ')
  };
}

const opt = (s: string): string | undefined => (s.trim() ? s.trim() : undefined);

export function formToSettings(f: EvidenceForm): EvidenceSettingsForm {
  const generic =
    f.searchProvider === 'generic' || f.genericTemplate.trim()
      ? {
          generic: {
            urlTemplate: f.genericTemplate.trim(),
            resultsPath: f.genericResults.trim(),
            titlePath: f.genericTitle.trim(),
            urlPath: f.genericUrl.trim(),
            snippetPath: f.genericSnippet.trim(),
            ...(opt(f.genericKeyHeader) ? { keyHeader: opt(f.genericKeyHeader)! } : {})
          }
        }
      : {};
  const searchUrl = opt(f.searchUrl);
  return {
    search: {
      enabled: f.searchEnabled,
      provider: f.searchProvider,
      ...(searchUrl ? { baseUrl: searchUrl } : {}),
      ...generic
    },
    geocoder: { enabled: f.geocoderEnabled, ...(opt(f.geocoderUrl) ? { baseUrl: opt(f.geocoderUrl)! } : {}) },
    imagery: {
      enabled: f.imageryEnabled,
      ...(opt(f.stacUrl) ? { stacUrl: opt(f.stacUrl)! } : {}),
      sasUrl: f.sasUrl.trim(),
      assetHosts: f.assetHosts
        .split(',')
        .map((h) => h.trim())
        .filter(Boolean)
    }
  };
}

/** The preview of the search service chosen in the form. */
export const searchPreviewFor = (
  state: EvidenceSettingsState,
  provider: SearchProviderId
): EvidencePreview | undefined => state.previews.search.find((p) => p.provider === provider);

/** Which key a search service uses (SearXNG's and the generic API's are optional). */
export const keyIdFor = (provider: SearchProviderId): EvidenceKeyId => provider;
export const keyRequired = (provider: SearchProviderId): boolean => provider === 'tavily' || provider === 'brave';
