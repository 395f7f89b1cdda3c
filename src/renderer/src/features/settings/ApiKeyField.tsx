/**
 * The API key of the selected provider, write-only: the field sends a key to main's key store and is
 * cleared at once; afterwards only "key stored" and Remove are shown. The key is never read back.
 * Where it is kept depends on the host: the OS keychain in the app, memory for the session in the
 * browser host, the environment (read-only) for the command line.
 */
import { useId, useState } from 'react';
import type { ModelSettingsState } from '../../../../shared/ipc/routes/model';
import { removeApiKey, storeApiKey } from './modelSettingsActions';
import { useModelForm, useModelSettings, useModelState } from './modelSettingsStore';

const WHERE: Record<ModelSettingsState['keyStore']['kind'], string> = {
  keychain: 'Kept encrypted in the operating system’s keychain; it is never shown again.',
  session: 'Kept for this session only: Sibyl forgets it when it stops. It is never shown again.',
  environment: 'Read from the environment (SIBYL_API_KEY or the provider’s variable); it cannot be changed here.'
};

export function ApiKeyField() {
  const state = useModelState();
  const form = useModelForm();
  const busy = useModelSettings((s) => s.keyBusy);
  const error = useModelSettings((s) => s.keyError);
  const [draft, setDraft] = useState('');
  const id = useId();
  if (!state || !form) return null;
  const provider = state.providers.find((p) => p.id === form.provider);
  if (!provider) return null;
  const { writable, kind } = state.keyStore;

  const submit = async () => {
    if (await storeApiKey(provider.id, draft)) setDraft('');
  };

  return (
    <div className="model-field model-key" data-testid="model-key" data-has-key={provider.hasKey}>
      <label className="field-label" htmlFor={id}>
        API key for {provider.label}
        {!provider.needsKey && <span className="muted"> (optional{provider.id === 'custom' ? '' : ': local servers need none'})</span>}
      </label>
      {provider.hasKey ? (
        <div className="model-key-row">
          <span className="model-key-stored" data-testid="model-key-stored">
            Key stored
          </span>
          {writable && (
            <button type="button" className="btn btn-small btn-ghost-danger" disabled={busy} onClick={() => void removeApiKey(provider.id)} data-testid="model-key-remove">
              Remove
            </button>
          )}
        </div>
      ) : (
        <div className="model-key-row">
          <input
            id={id}
            className="text-input"
            type="password"
            value={draft}
            onChange={(e) => setDraft(e.currentTarget.value)}
            onKeyDown={(e) => {
              // The key field sits inside the settings form: Enter stores the key, it does not save the form.
              if (e.key === 'Enter') {
                e.preventDefault();
                void submit();
              }
            }}
            disabled={!writable || busy}
            autoComplete="off"
            spellCheck={false}
            placeholder={provider.needsKey ? 'Paste the API key' : 'Only if your server asks for one'}
            maxLength={1000}
            data-testid="model-key-input"
          />
          <button type="button" className="btn" disabled={!writable || busy || !draft.trim()} onClick={() => void submit()} data-testid="model-key-save">
            {busy ? 'Storing…' : 'Store key'}
          </button>
        </div>
      )}
      <p className="model-field-hint" data-testid="model-key-where" data-kind={kind}>
        {WHERE[kind]}
      </p>
      {error && (
        <p className="field-error" role="alert" data-testid="model-key-error">
          {error}
        </p>
      )}
    </div>
  );
}
