/**
 * One evidence provider's key, write-only as the model engine's: sent to main's key store and cleared
 * at once; afterwards only "Key stored" and Remove. Never read back.
 */
import { useId, useState } from 'react';
import type { EvidenceKeyId, EvidenceSettingsState } from '../../../../shared/ipc/routes/evidence';
import { request } from '../../ipc/client';
import { errorMessage } from './format';

const WHERE: Record<EvidenceSettingsState['keyStore']['kind'], string> = {
  keychain: 'Kept encrypted in the operating system’s keychain; it is never shown again.',
  session: 'Kept for this session only: Sibyl forgets it when it stops. It is never shown again.',
  environment: 'Read from the environment; it cannot be changed here.'
};

export function EvidenceKeyField({ state, id, label, optional, onChange }: { state: EvidenceSettingsState; id: EvidenceKeyId; label: string; optional: boolean; onChange: () => void }) {
  const [draft, setDraft] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const info = state.keys.find((k) => k.id === id);
  const { writable, kind } = state.keyStore;
  if (!info) return null;

  const run = async (fn: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await fn();
      setDraft('');
      onChange();
    } catch (err) {
      setError(errorMessage(err, 'The key could not be changed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="model-field model-key" data-testid={`evidence-key-${id}`} data-has-key={info.hasKey}>
      <label className="field-label" htmlFor={inputId}>
        API key for {label}
        {optional && <span className="muted"> (optional)</span>}
      </label>
      {info.hasKey ? (
        <div className="model-key-row">
          <span className="model-key-stored" data-testid={`evidence-key-${id}-stored`}>
            Key stored
          </span>
          {writable && (
            <button type="button" className="btn btn-small btn-ghost-danger" disabled={busy} onClick={() => void run(() => request('evidence.key.delete', { id }))} data-testid={`evidence-key-${id}-remove`}>
              Remove
            </button>
          )}
        </div>
      ) : (
        <div className="model-key-row">
          <input
            id={inputId}
            className="text-input"
            type="password"
            value={draft}
            onChange={(e) => setDraft(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                if (draft.trim()) void run(() => request('evidence.key.set', { id, key: draft }));
              }
            }}
            disabled={!writable || busy}
            autoComplete="off"
            spellCheck={false}
            placeholder="Paste the API key"
            maxLength={1000}
            data-testid={`evidence-key-${id}-input`}
          />
          <button type="button" className="btn" disabled={!writable || busy || !draft.trim()} onClick={() => void run(() => request('evidence.key.set', { id, key: draft }))} data-testid={`evidence-key-${id}-save`}>
            {busy ? 'Storing…' : 'Store key'}
          </button>
        </div>
      )}
      <p className="model-field-hint" data-kind={kind}>
        {WHERE[kind]} {kind === 'environment' ? `(${info.env})` : `The command line reads ${info.env}.`}
      </p>
      {error && (
        <p className="field-error" role="alert" data-testid={`evidence-key-${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
