/**
 * The evidence providers' settings, stored in PGlite under `evidence` (never a key): which web search
 * service (Tavily, Brave, a SearXNG instance, a generic JSON API), the Nominatim-compatible geocoder
 * and the STAC catalogue, each off by default. For the CLI, environment variables switch providers on
 * (SIBYL_SEARCH_PROVIDER, SIBYL_SEARCH_URL, SIBYL_GEOCODER_URL, SIBYL_STAC_URL, SIBYL_STAC_SAS_URL,
 * SIBYL_STAC_ASSET_HOSTS). `allowedHosts` is what the agents' allowlist gains: the hosts of the
 * providers switched on, nothing else.
 */
import { SibylError, CommonErrors } from '../../shared/ipc/errors';
import { isLoopbackHost } from '../../shared/ipc/endpoint';
import {
  EvidenceSettingsFormSchema,
  type EvidenceSettingsForm,
  type EvidenceSettingsView
} from '../../shared/ipc/routes/evidence';
import type { SettingsRepo } from '../store/pg/repos/settings';
import { NOMINATIM_BASE_URL, SIBYL_USER_AGENT } from './geocode/nominatim';
import { PLANETARY_COMPUTER_SAS, PLANETARY_COMPUTER_STAC } from './imagery/stac';
import { BRAVE_BASE_URL } from './search/brave';
import { TAVILY_BASE_URL } from './search/tavily';

const EVIDENCE_SETTINGS_KEY = 'evidence';
export type EvidenceSettings = EvidenceSettingsView;

/** Planetary Computer's Sentinel-2 L2A band files live on this blob host. */
const PLANETARY_COMPUTER_ASSET_HOSTS = ['sentinel2l2a01.blob.core.windows.net'];

const DEFAULT_EVIDENCE_SETTINGS: EvidenceSettings = Object.freeze({
  search: { enabled: false, provider: 'tavily' },
  geocoder: { enabled: false, baseUrl: NOMINATIM_BASE_URL, userAgent: SIBYL_USER_AGENT },
  imagery: {
    enabled: false,
    stacUrl: PLANETARY_COMPUTER_STAC,
    collection: 'sentinel-2-l2a',
    sasUrl: PLANETARY_COMPUTER_SAS,
    assetHosts: PLANETARY_COMPUTER_ASSET_HOSTS
  }
}) as EvidenceSettings;

const invalid = (message: string): SibylError => new SibylError(CommonErrors.INVALID_INPUT, message);

function httpUrl(field: string, value: string | undefined, required: boolean): string | undefined {
  const v = value?.trim().replace(/\/+$/, '');
  if (!v) {
    if (required) throw invalid(`${field}: a URL is needed`);
    return undefined;
  }
  let u: URL;
  try {
    u = new URL(v.replaceAll('{query}', 'q').replaceAll('{count}', '1'));
  } catch {
    throw invalid(`${field}: not a URL`);
  }
  if ((u.protocol !== 'http:' && u.protocol !== 'https:') || u.username || u.password)
    throw invalid(`${field}: must be an http(s) URL without credentials`);
  // Queries (and a provider's key) would cross the network in clear text.
  if (u.protocol === 'http:' && !isLoopbackHost(u.hostname))
    throw invalid(`${field}: must be an https URL (plain http only on this machine)`);
  return v;
}

const hostName = (field: string, h: string): string => {
  const v = h.trim().toLowerCase();
  if (!/^[a-z0-9.-]+(:\d{1,5})?$/.test(v)) throw invalid(`${field}: "${h}" is not a host name`);
  return v;
};

/** Checks the form's meaning (INVALID_INPUT naming the field) and fills the defaults. */
export function resolveEvidenceSettings(form: EvidenceSettingsForm | undefined): EvidenceSettings {
  if (!form) return structuredClone(DEFAULT_EVIDENCE_SETTINGS);
  const parsed = EvidenceSettingsFormSchema.safeParse(form);
  if (!parsed.success)
    throw invalid(parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; '));
  const f = parsed.data;
  const d = DEFAULT_EVIDENCE_SETTINGS;
  const p = f.search.provider;
  const searchUrl = httpUrl('search.baseUrl', f.search.baseUrl, f.search.enabled && p === 'searxng');
  let generic = f.search.generic;
  if (generic) {
    generic = {
      ...generic,
      urlTemplate: httpUrl('search.generic.urlTemplate', generic.urlTemplate, f.search.enabled && p === 'generic') ?? ''
    };
    if (
      f.search.enabled &&
      p === 'generic' &&
      (!generic.urlTemplate.includes('{query}') || !generic.urlPath || !generic.titlePath)
    )
      throw invalid('search.generic: the URL template needs {query}, and the title and URL paths are needed');
  } else if (f.search.enabled && p === 'generic')
    throw invalid('search.generic: the generic adapter needs a URL template and JSON paths');
  return {
    search: {
      enabled: f.search.enabled,
      provider: p,
      ...(searchUrl ? { baseUrl: searchUrl } : {}),
      ...(generic ? { generic } : {})
    },
    geocoder: {
      enabled: f.geocoder.enabled,
      baseUrl: httpUrl('geocoder.baseUrl', f.geocoder.baseUrl, false) ?? d.geocoder.baseUrl,
      userAgent: f.geocoder.userAgent?.trim() || d.geocoder.userAgent
    },
    imagery: {
      enabled: f.imagery.enabled,
      stacUrl: httpUrl('imagery.stacUrl', f.imagery.stacUrl, false) ?? d.imagery.stacUrl,
      collection: f.imagery.collection?.trim() || d.imagery.collection,
      ...((): { sasUrl?: string } => {
        const sas =
          f.imagery.sasUrl === undefined ? d.imagery.sasUrl : httpUrl('imagery.sasUrl', f.imagery.sasUrl, false);
        return sas ? { sasUrl: sas } : {};
      })(),
      assetHosts: (f.imagery.assetHosts ?? d.imagery.assetHosts)
        .filter((h) => h.trim())
        .map((h) => hostName('imagery.assetHosts', h))
    }
  };
}

const ENV = [
  'SIBYL_SEARCH_PROVIDER',
  'SIBYL_SEARCH_URL',
  'SIBYL_GEOCODER_URL',
  'SIBYL_STAC_URL',
  'SIBYL_STAC_SAS_URL',
  'SIBYL_STAC_ASSET_HOSTS'
] as const;
export const evidenceEnvOverrides = (env: NodeJS.ProcessEnv = process.env): string[] => ENV.filter((n) => !!env[n]);

/** Environment variables over the stored form: naming a provider or URL switches that provider on. */
function withEnv(form: EvidenceSettingsForm, env: NodeJS.ProcessEnv): EvidenceSettingsForm {
  const out = structuredClone(form);
  if (env.SIBYL_SEARCH_PROVIDER)
    out.search = {
      ...out.search,
      enabled: true,
      provider: env.SIBYL_SEARCH_PROVIDER as EvidenceSettingsForm['search']['provider']
    };
  if (env.SIBYL_SEARCH_URL) out.search = { ...out.search, enabled: true, baseUrl: env.SIBYL_SEARCH_URL };
  if (env.SIBYL_GEOCODER_URL) out.geocoder = { ...out.geocoder, enabled: true, baseUrl: env.SIBYL_GEOCODER_URL };
  if (env.SIBYL_STAC_URL) out.imagery = { ...out.imagery, enabled: true, stacUrl: env.SIBYL_STAC_URL };
  if (env.SIBYL_STAC_SAS_URL) out.imagery = { ...out.imagery, sasUrl: env.SIBYL_STAC_SAS_URL };
  if (env.SIBYL_STAC_ASSET_HOSTS)
    out.imagery = {
      ...out.imagery,
      assetHosts: env.SIBYL_STAC_ASSET_HOSTS.split(',')
        .map((h) => h.trim())
        .filter(Boolean)
    };
  return out;
}

/** The stored form (defaults when none). */
async function storedEvidenceForm(repo: SettingsRepo): Promise<EvidenceSettingsForm> {
  return (await repo.get<EvidenceSettingsForm>(EVIDENCE_SETTINGS_KEY)) ?? structuredClone(DEFAULT_EVIDENCE_SETTINGS);
}

/** The settings a run uses: stored, then the environment's overrides (CLI). */
export async function loadEvidenceSettings(
  repo: SettingsRepo,
  env: NodeJS.ProcessEnv = process.env
): Promise<EvidenceSettings> {
  return resolveEvidenceSettings(withEnv(await storedEvidenceForm(repo), env));
}

export async function saveEvidenceSettings(repo: SettingsRepo, form: EvidenceSettingsForm): Promise<EvidenceSettings> {
  const resolved = resolveEvidenceSettings(form);
  await repo.set(EVIDENCE_SETTINGS_KEY, resolved);
  return resolved;
}

const hostOfUrl = (u: string | undefined): string[] => {
  if (!u) return [];
  try {
    return [new URL(u.replaceAll('{query}', 'q').replaceAll('{count}', '1')).host.toLowerCase()];
  } catch {
    return [];
  }
};

/** The hosts each provider's requests go to. */
export function searchHosts(s: EvidenceSettings): string[] {
  const p = s.search.provider;
  if (p === 'generic') return hostOfUrl(s.search.generic?.urlTemplate);
  return hostOfUrl(s.search.baseUrl ?? (p === 'tavily' ? TAVILY_BASE_URL : p === 'brave' ? BRAVE_BASE_URL : undefined));
}
export const geocoderHosts = (s: EvidenceSettings): string[] => hostOfUrl(s.geocoder.baseUrl);
export const imageryHosts = (s: EvidenceSettings): string[] => [
  ...new Set([...hostOfUrl(s.imagery.stacUrl), ...hostOfUrl(s.imagery.sasUrl), ...s.imagery.assetHosts])
];

/** What the agents' allowlist gains: the hosts of the providers switched on. */
export function allowedEvidenceHosts(s: EvidenceSettings): string[] {
  return [
    ...new Set([
      ...(s.search.enabled ? searchHosts(s) : []),
      ...(s.geocoder.enabled ? geocoderHosts(s) : []),
      ...(s.imagery.enabled ? imageryHosts(s) : [])
    ])
  ];
}
