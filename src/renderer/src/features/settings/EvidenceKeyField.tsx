/**
 * One evidence provider's key, write-only like the model engine's (WriteOnlyKey.tsx): stored through
 * `evidence.key.set`, removed through `evidence.key.delete`, never read back.
 */
import { useState } from 'react';
import type { EvidenceKeyId, EvidenceSettingsState } from '../../../../shared/ipc/routes/evidence';
import { request } from '../../ipc/client';
import { errorMessage } from './format';
import { KEY_WHERE, WriteOnlyKey } from './WriteOnlyKey';

export function EvidenceKeyField({
  state,
  id,
  label,
  optional,
  onChange
}: {
  state: EvidenceSettingsState;
  id: EvidenceKeyId;
  label: string;
  optional: boolean;
  onChange: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const info = state.keys.find((k) => k.id === id);
  const { writable, kind } = state.keyStore;
  if (!info) return null;

  const run = async (fn: () => Promise<unknown>): Promise<boolean> => {
    setBusy(true);
    setError(null);
    try {
      await fn();
      onChange();
      return true;
    } catch (err) {
      setError(errorMessage(err, 'The key could not be changed'));
      return false;
    } finally {
      setBusy(false);
    }
  };
  const where =
    kind === 'environment'
      ? `Read from the environment; it cannot be changed here. (${info.env})`
      : `${KEY_WHERE[kind]} The command line reads ${info.env}.`;

  return (
    <WriteOnlyKey
      testId={`evidence-key-${id}`}
      label={
        <>
          API key for {label}
          {optional && <span className="muted"> (optional)</span>}
        </>
      }
      hasKey={info.hasKey}
      writable={writable}
      busy={busy}
      error={error}
      placeholder="Paste the API key"
      where={{ text: where, kind }}
      onStore={async (key) => {
        if (key.trim()) return run(() => request('evidence.key.set', { id, key }));
        setError('Enter the API key.');
        return false;
      }}
      onRemove={() => void run(() => request('evidence.key.delete', { id }))}
    />
  );
}
