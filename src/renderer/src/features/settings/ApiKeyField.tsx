/**
 * The API key of the selected model provider, write-only (WriteOnlyKey.tsx): stored in main's key
 * store through the model settings actions, never read back.
 */
import { KEY_WHERE, WriteOnlyKey } from './WriteOnlyKey';
import { removeApiKey, storeApiKey } from './modelSettingsActions';
import { useModelForm, useModelSettings, useModelState } from './modelSettingsStore';

const FROM_ENV = 'Read from the environment (SIBYL_API_KEY or the provider’s variable); it cannot be changed here.';

export function ApiKeyField() {
  const state = useModelState();
  const form = useModelForm();
  const busy = useModelSettings((s) => s.keyBusy);
  const error = useModelSettings((s) => s.keyError);
  if (!state || !form) return null;
  const provider = state.providers.find((p) => p.id === form.provider);
  if (!provider) return null;
  const { writable, kind } = state.keyStore;
  const label = (
    <>
      API key for {provider.label}
      {!provider.needsKey && (
        <span className="muted"> (optional{provider.id === 'custom' ? '' : ': local servers need none'})</span>
      )}
    </>
  );
  return (
    <WriteOnlyKey
      testId="model-key"
      label={label}
      hasKey={provider.hasKey}
      writable={writable}
      busy={busy}
      error={error}
      placeholder={provider.needsKey ? 'Paste the API key' : 'Only if your server asks for one'}
      where={{ text: kind === 'environment' ? FROM_ENV : KEY_WHERE[kind], kind, testId: 'model-key-where' }}
      onStore={(key) => storeApiKey(provider.id, key)}
      onRemove={() => void removeApiKey(provider.id)}
    />
  );
}
