import { describe, expect, it } from 'vitest';
import type { EvidenceSettingsState } from '../../../../../shared/ipc/routes/evidence';
import { formFromState, formToSettings, searchPreviewFor } from '../evidenceForm';

const preview = (provider: string) => ({
  kind: 'search' as const,
  provider,
  label: provider,
  hosts: [],
  example: 'q',
  requests: [],
  sends: `to ${provider}`,
  neverSends: 'no report text',
  problem: null
});
const state: EvidenceSettingsState = {
  settings: {
    search: { enabled: false, provider: 'tavily' },
    geocoder: { enabled: false, baseUrl: 'https://nominatim.openstreetmap.org', userAgent: 'ua' },
    imagery: {
      enabled: false,
      stacUrl: 'https://stac.example/api',
      collection: 'sentinel-2-l2a',
      sasUrl: 'https://stac.example/sas',
      assetHosts: ['a.example', 'b.example']
    }
  },
  keys: [],
  keyStore: { kind: 'session', writable: true },
  previews: {
    search: ['tavily', 'brave', 'searxng', 'generic'].map(preview),
    geocoder: { ...preview('nominatim'), kind: 'geocoder' },
    imagery: { ...preview('stac'), kind: 'imagery' }
  },
  allowedHosts: [],
  envOverrides: []
};

describe('evidence form', () => {
  it('round-trips the saved settings, off by default', () => {
    const f = formFromState(state);
    expect([f.searchEnabled, f.geocoderEnabled, f.imageryEnabled]).toEqual([false, false, false]);
    expect(f.assetHosts).toBe('a.example, b.example');
    expect(formToSettings(f)).toEqual({
      search: { enabled: false, provider: 'tavily' },
      geocoder: { enabled: false, baseUrl: 'https://nominatim.openstreetmap.org' },
      imagery: {
        enabled: false,
        stacUrl: 'https://stac.example/api',
        sasUrl: 'https://stac.example/sas',
        assetHosts: ['a.example', 'b.example']
      }
    });
  });

  it('sends the generic adapter’s template and paths, and an emptied SAS URL as empty', () => {
    const f = {
      ...formFromState(state),
      searchEnabled: true,
      searchProvider: 'generic' as const,
      genericTemplate: ' https://s.example/api?q={query} ',
      genericResults: 'data.items',
      genericKeyHeader: 'X-API-Key',
      sasUrl: ' '
    };
    const out = formToSettings(f);
    expect(out.search).toEqual({
      enabled: true,
      provider: 'generic',
      generic: {
        urlTemplate: 'https://s.example/api?q={query}',
        resultsPath: 'data.items',
        titlePath: 'title',
        urlPath: 'url',
        snippetPath: 'snippet',
        keyHeader: 'X-API-Key'
      }
    });
    expect(out.imagery.sasUrl).toBe('');
  });

  it('shows the preview of the search service chosen in the form', () => {
    expect(searchPreviewFor(state, 'brave')?.sends).toBe('to brave');
  });
});
