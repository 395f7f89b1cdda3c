/**
 * Settings → Evidence providers (issue 15): web search, geocoding and satellite imagery, each off by
 * default. Before a provider is switched on the section shows exactly what it would receive (main
 * builds the preview with the adapters' own request builders); keys are write-only. Saving switches
 * providers on or off; the allowlist gains only the hosts of those switched on.
 */
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import {
  SEARCH_PROVIDERS,
  type EvidenceSettingsState,
  type SearchProviderId
} from '../../../../shared/ipc/routes/evidence';
import { request } from '../../ipc/client';
import { EvidenceKeyField } from './EvidenceKeyField';
import { EvidencePreviewBlock } from './EvidencePreviewBlock';
import {
  formFromState,
  formToSettings,
  keyIdFor,
  keyRequired,
  SEARCH_LABELS,
  searchPreviewFor,
  type EvidenceForm
} from './evidenceForm';
import { errorMessage } from './format';
import { TextField } from './TextField';
import './evidence.css';

function Switch({
  checked,
  onChange,
  testId,
  children
}: {
  checked: boolean;
  onChange: (v: boolean) => void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <label className="model-switch-label">
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        aria-checked={checked}
        onChange={(e) => onChange(e.currentTarget.checked)}
        data-testid={testId}
      />
      {children}
    </label>
  );
}

export function EvidenceSection() {
  const [state, setState] = useState<EvidenceSettingsState | null>(null);
  const [form, setForm] = useState<EvidenceForm | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);

  const refresh = useCallback(async (resetForm: boolean) => {
    try {
      const s = await request('evidence.settings.get', {});
      setState(s);
      if (resetForm) setForm(formFromState(s));
      setLoadError(null);
    } catch (err) {
      setLoadError(errorMessage(err, 'The evidence settings could not be read'));
    }
  }, []);
  useEffect(() => void refresh(true), [refresh]);

  const edit = (patch: Partial<EvidenceForm>) => {
    setForm((f) => (f ? { ...f, ...patch } : f));
    setSaved(false);
  };

  const save = async () => {
    if (!form) return;
    setSaving(true);
    setSaveError(null);
    try {
      const s = await request('evidence.settings.set', { settings: formToSettings(form) });
      setState(s);
      setForm(formFromState(s));
      setSaved(true);
    } catch (err) {
      setSaveError(errorMessage(err, 'The evidence settings could not be saved'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="settings-section" data-testid="evidence-section" aria-labelledby="evidence-heading">
      <h2 id="evidence-heading">Evidence providers</h2>
      <p className="settings-note">
        Off by default. The Academic, News/Media and Geography agents can consult outside sources once you switch one on
        here. Each provider receives only the query text shown below, never the report; every request is listed in the
        outbound ledger with the query it carried.
      </p>
      {loadError && (
        <p className="field-error" role="alert" data-testid="evidence-load-error">
          {loadError}
        </p>
      )}
      {state && form ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <SearchFields state={state} form={form} edit={edit} onKeys={() => void refresh(false)} />
          <fieldset className="evidence-provider" data-testid="evidence-geocoder">
            <legend>Geocoding</legend>
            <Switch
              checked={form.geocoderEnabled}
              onChange={(v) => edit({ geocoderEnabled: v })}
              testId="evidence-geocoder-enabled"
            >
              Locate places named in the report (Nominatim-compatible, one request per second)
            </Switch>
            <TextField
              label="Geocoder URL"
              value={form.geocoderUrl}
              onValue={(v) => edit({ geocoderUrl: v })}
              testId="evidence-geocoder-url"
            />
            <EvidencePreviewBlock preview={state.previews.geocoder} testId="evidence-geocoder-preview" />
          </fieldset>
          <fieldset className="evidence-provider" data-testid="evidence-imagery">
            <legend>Satellite imagery</legend>
            <Switch
              checked={form.imageryEnabled}
              onChange={(v) => edit({ imageryEnabled: v })}
              testId="evidence-imagery-enabled"
            >
              Search Sentinel-2 scenes and read vegetation (NDVI) over a place (STAC catalogue)
            </Switch>
            <TextField
              label="STAC catalogue URL"
              value={form.stacUrl}
              onValue={(v) => edit({ stacUrl: v })}
              testId="evidence-stac-url"
            />
            <TextField
              label="Signing (SAS) endpoint"
              value={form.sasUrl}
              onValue={(v) => edit({ sasUrl: v })}
              hint="Planetary Computer signs band-file URLs; leave empty for catalogues that need none."
              testId="evidence-sas-url"
            />
            <TextField
              label="Band-file hosts"
              value={form.assetHosts}
              onValue={(v) => edit({ assetHosts: v })}
              hint="Comma-separated. Band files are read only from these hosts."
              testId="evidence-asset-hosts"
            />
            <EvidenceKeyField
              state={state}
              id="stac"
              label="the STAC catalogue"
              optional
              onChange={() => void refresh(false)}
            />
            <EvidencePreviewBlock preview={state.previews.imagery} testId="evidence-imagery-preview" />
          </fieldset>
          {state.envOverrides.length > 0 && (
            <p className="settings-note">
              Set in the environment, overriding what is saved here: {state.envOverrides.join(', ')}.
            </p>
          )}
          <div className="settings-actions">
            <button
              type="submit"
              className="btn btn-primary"
              disabled={saving}
              aria-busy={saving}
              data-testid="evidence-save"
            >
              {saving ? 'Saving…' : 'Save'}
            </button>
            {saved && (
              <span className="settings-result" role="status" data-testid="evidence-saved">
                Saved.{' '}
                {state.allowedHosts.length
                  ? `Allowed hosts: ${state.allowedHosts.join(', ')}.`
                  : 'No provider is on: nothing leaves this machine for evidence.'}
              </span>
            )}
            {saveError && (
              <p className="field-error" role="alert" data-testid="evidence-save-error">
                {saveError}
              </p>
            )}
          </div>
        </form>
      ) : (
        !loadError && <p className="page-subtitle">Loading…</p>
      )}
    </section>
  );
}

function SearchFields({
  state,
  form,
  edit,
  onKeys
}: {
  state: EvidenceSettingsState;
  form: EvidenceForm;
  edit: (p: Partial<EvidenceForm>) => void;
  onKeys: () => void;
}) {
  const preview = searchPreviewFor(state, form.searchProvider);
  const p = form.searchProvider;
  return (
    <fieldset className="evidence-provider" data-testid="evidence-search">
      <legend>Web search</legend>
      <Switch
        checked={form.searchEnabled}
        onChange={(v) => edit({ searchEnabled: v })}
        testId="evidence-search-enabled"
      >
        Search the web and the news for what the report claims
      </Switch>
      <div className="model-field">
        <label className="field-label" htmlFor="evidence-search-provider">
          Search service
        </label>
        <select
          id="evidence-search-provider"
          className="text-input"
          value={p}
          onChange={(e) => edit({ searchProvider: e.currentTarget.value as SearchProviderId })}
          data-testid="evidence-search-provider"
        >
          {SEARCH_PROVIDERS.map((id) => (
            <option key={id} value={id}>
              {SEARCH_LABELS[id]}
            </option>
          ))}
        </select>
      </div>
      {p !== 'generic' && (
        <TextField
          label={p === 'searxng' ? 'Instance URL' : 'API URL (leave empty for the service’s own)'}
          value={form.searchUrl}
          onValue={(v) => edit({ searchUrl: v })}
          testId="evidence-search-url"
        />
      )}
      {p === 'generic' && (
        <>
          <TextField
            label="URL template"
            value={form.genericTemplate}
            onValue={(v) => edit({ genericTemplate: v })}
            hint="{query} and {count} are replaced, e.g. https://search.example.org/api?q={query}&n={count}"
            testId="evidence-generic-template"
          />
          <TextField
            label="Results path"
            value={form.genericResults}
            onValue={(v) => edit({ genericResults: v })}
            testId="evidence-generic-results"
          />
          <TextField
            label="Title path"
            value={form.genericTitle}
            onValue={(v) => edit({ genericTitle: v })}
            testId="evidence-generic-title"
          />
          <TextField
            label="URL path"
            value={form.genericUrl}
            onValue={(v) => edit({ genericUrl: v })}
            testId="evidence-generic-url"
          />
          <TextField
            label="Excerpt path"
            value={form.genericSnippet}
            onValue={(v) => edit({ genericSnippet: v })}
            testId="evidence-generic-snippet"
          />
          <TextField
            label="Key header"
            value={form.genericKeyHeader}
            onValue={(v) => edit({ genericKeyHeader: v })}
            hint="e.g. X-API-Key; empty for none."
            testId="evidence-generic-key-header"
          />
        </>
      )}
      <EvidenceKeyField
        state={state}
        id={keyIdFor(p)}
        label={SEARCH_LABELS[p]}
        optional={!keyRequired(p)}
        onChange={onKeys}
      />
      {preview && <EvidencePreviewBlock preview={preview} testId="evidence-search-preview" />}
    </fieldset>
  );
}
