/**
 * Settings → "Model engine": the switch (off by default: the offline engine runs on this machine),
 * the endpoint, the API key, the models and limits, Save with inline errors, the connection test and
 * the outbound requests. Composes the parts; the workflows are in modelSettingsActions.ts.
 */
import { useEffect, useId } from 'react';
import { ApiKeyField } from './ApiKeyField';
import { ConnectionTestPanel } from './ConnectionTestPanel';
import { EndpointFields } from './EndpointFields';
import { ModelFields } from './ModelFields';
import { OutboundTable } from './OutboundTable';
import { isDirty } from './modelForm';
import { engineStatusText } from './modelText';
import { editForm, loadModelSettings, loadOutbound, saveModelSettings } from './modelSettingsActions';
import { useFieldErrors, useModelForm, useModelSettings, useModelState } from './modelSettingsStore';
import './modelSettings.css';

export function ModelEngineSection() {
  const load = useModelSettings((s) => s.load);
  const loadError = useModelSettings((s) => s.loadError);
  const state = useModelState();
  const form = useModelForm();

  useEffect(() => {
    void loadModelSettings();
    void loadOutbound(0);
  }, []);

  return (
    <section className="settings-section" data-testid="model-section" data-load={load} aria-labelledby="model-heading">
      <h2 id="model-heading">Model engine</h2>
      {loadError && (
        <p className="field-error" role="alert" data-testid="model-load-error">
          {loadError}{' '}
          <button type="button" className="link-button" onClick={() => void loadModelSettings()}>
            Try again
          </button>
        </p>
      )}
      {!state || !form ? (
        !loadError && <p className="page-subtitle">Loading…</p>
      ) : (
        <form
          className="model-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void saveModelSettings();
          }}
        >
          <EnableSwitch enabled={form.enabled} />
          <EngineStatus />
          <EndpointFields />
          <ApiKeyField />
          <ModelFields />
          <SaveRow />
        </form>
      )}
      {state && form && <ConnectionTestPanel dirty={isDirty(form, state.settings)} />}
      <OutboundTable />
    </section>
  );
}

function EnableSwitch({ enabled }: { enabled: boolean }) {
  const hint = useId();
  return (
    <div className="model-switch">
      <label className="model-switch-label">
        <input
          type="checkbox"
          role="switch"
          checked={enabled}
          aria-checked={enabled}
          aria-describedby={hint}
          onChange={(e) => editForm({ enabled: e.currentTarget.checked })}
          data-testid="model-enabled"
        />
        Use a model provider for claim extraction
      </label>
      <p id={hint} className="settings-note model-switch-note">
        Off by default: Sibyl extracts claims with its offline engine, and nothing leaves this machine. When you switch
        the model engine on and choose it for an extraction, the report text is sent to the endpoint below.
      </p>
    </div>
  );
}

function EngineStatus() {
  const state = useModelState();
  const formEnabled = useModelForm()?.enabled;
  if (!state) return null;
  const { engine, envOverrides } = state;
  const pending = formEnabled !== undefined && formEnabled !== state.settings.enabled;
  return (
    <>
      <p
        className={engine.ready && !pending ? 'model-status model-status-ready' : 'model-status'}
        role="status"
        data-testid="model-engine-status"
        data-ready={engine.ready}
        data-pending={pending ? 'true' : 'false'}
      >
        {engineStatusText(engine, state.settings.enabled, formEnabled ?? state.settings.enabled)}
      </p>
      {envOverrides.length > 0 && (
        <p className="settings-note" data-testid="model-env-overrides">
          Set in the environment, overriding what is saved here: {envOverrides.join(', ')}.
        </p>
      )}
    </>
  );
}

function SaveRow() {
  const saving = useModelSettings((s) => s.saving);
  const saved = useModelSettings((s) => s.saved);
  const errors = useFieldErrors();
  return (
    <div className="settings-actions model-save">
      <button type="submit" className="btn btn-primary" disabled={saving} aria-busy={saving} data-testid="model-save">
        {saving ? 'Saving…' : 'Save'}
      </button>
      {saved && (
        <span className="settings-result" role="status" data-testid="model-saved">
          Saved.
        </span>
      )}
      {errors.form && (
        <p className="field-error" role="alert" data-testid="model-save-error">
          {errors.form}
        </p>
      )}
      {Object.keys(errors).some((k) => k !== 'form') && (
        <p className="field-error" role="alert" data-testid="model-save-fields">
          Some fields need attention (see above).
        </p>
      )}
    </div>
  );
}
