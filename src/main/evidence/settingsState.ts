/** What the Settings screen is told about the evidence providers, and how their form is stored. */
import { EVIDENCE_KEY_IDS, SEARCH_PROVIDERS, type EvidenceSettingsState } from '../../shared/ipc/routes/evidence';
import type { SettingsRepo } from '../store/pg/repos/settings';
import { EVIDENCE_KEY_ENV, readEvidenceKeys, type EvidenceKeyStore } from './keys';
import { geocoderPreview, imageryPreview, searchPreview } from './preview';
import { allowedEvidenceHosts, evidenceEnvOverrides, loadEvidenceSettings } from './settings';

export interface EvidenceStateDeps {
  settings: SettingsRepo;
  keys: EvidenceKeyStore;
  env?: NodeJS.ProcessEnv;
}

export async function evidenceSettingsState(deps: EvidenceStateDeps): Promise<EvidenceSettingsState> {
  const settings = await loadEvidenceSettings(deps.settings, deps.env ?? {});
  const keys = await readEvidenceKeys(deps.keys);
  return {
    settings,
    keys: EVIDENCE_KEY_IDS.map((id) => ({ id, hasKey: keys[id] !== undefined, env: EVIDENCE_KEY_ENV[id] })),
    keyStore: { kind: deps.keys.kind, writable: deps.keys.kind !== 'environment' },
    previews: {
      search: SEARCH_PROVIDERS.map((provider) =>
        searchPreview({ ...settings, search: { ...settings.search, provider } }, keys)
      ),
      geocoder: geocoderPreview(settings),
      imagery: imageryPreview(settings, keys)
    },
    allowedHosts: allowedEvidenceHosts(settings),
    envOverrides: evidenceEnvOverrides(deps.env ?? {})
  };
}
