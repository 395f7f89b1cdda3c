/**
 * Where model requests go: the provider (presets and Custom), its base URL (prefilled from the preset,
 * required for Custom), and what that means for the report text: it stays on this machine for a
 * loopback endpoint, otherwise it is sent to the named host.
 */
import { useId } from 'react';
import type { ModelProvider } from '../../../../shared/ipc/routes/model';
import { TextField } from './TextField';
import { endpointOf } from '../../../../shared/ipc/endpoint';
import { presetUrl } from './modelForm';
import { chooseProvider, editForm } from './modelSettingsActions';
import { useFieldErrors, useModelForm, useModelState } from './modelSettingsStore';

export function EndpointFields() {
  const state = useModelState();
  const form = useModelForm();
  const errors = useFieldErrors();
  const selectId = useId();
  if (!state || !form) return null;
  const preset = presetUrl(state.providers, form.provider);
  const endpoint = endpointOf(form.baseUrl);

  return (
    <div className="model-endpoint">
      <div className="model-field">
        <label className="field-label" htmlFor={selectId}>
          Provider
        </label>
        <select
          id={selectId}
          className="text-input"
          value={form.provider}
          onChange={(e) => chooseProvider(e.currentTarget.value as ModelProvider)}
          data-testid="model-provider"
        >
          {state.providers.map((p) => (
            <option key={p.id} value={p.id}>
              {p.label}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label={form.provider === 'custom' ? 'Base URL (required)' : 'Base URL'}
        value={form.baseUrl}
        onValue={(baseUrl) => editForm({ baseUrl })}
        error={errors.baseUrl}
        hint={preset ? `Preset: ${preset}` : 'An OpenAI-compatible endpoint, e.g. http://127.0.0.1:8080/v1'}
        placeholder={preset ?? 'https://…/v1'}
        type="url"
        spellCheck={false}
        autoComplete="off"
        testId="model-base-url"
        className="model-field-wide"
      />
      {endpoint &&
        (endpoint.local ? (
          <p className="model-local-note" data-testid="model-local-note">
            This endpoint is on this machine ({endpoint.host}): the report text stays here.
          </p>
        ) : (
          <p className="model-remote-warning" role="note" data-testid="model-remote-warning">
            Report text will be sent to <strong>{endpoint.host}</strong> when you extract claims with the model engine.
          </p>
        ))}
    </div>
  );
}
