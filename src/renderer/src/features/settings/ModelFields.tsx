/**
 * Which model plays which role: the default model (every chat role without its own), optional
 * overrides per role (the embedding model is never taken from the default), and the request limits.
 */
import { useState } from 'react';
import type { ModelRole } from '../../../../shared/ipc/routes/model';
import { TextField } from './TextField';
import { editForm, editRoleModel } from './modelSettingsActions';
import { useFieldErrors, useModelForm, useModelState } from './modelSettingsStore';

const ROLE_LABELS: Record<ModelRole, string> = {
  extraction: 'Claim extraction',
  dedupe: 'Duplicate check',
  routing: 'Claim routing',
  legal: 'Legal evidence',
  data: 'Data evidence',
  academic: 'Academic evidence',
  news: 'News evidence',
  geography: 'Geography evidence',
  judge: 'Judge',
  embedding: 'Embeddings (search index)'
};

export function ModelFields() {
  const state = useModelState();
  const form = useModelForm();
  const errors = useFieldErrors();
  const [rolesOpen, setRolesOpen] = useState(() => Object.values(form?.models ?? {}).some((m) => m?.trim()));
  if (!state || !form) return null;
  const overrides = state.roles.filter((r) => form.models[r]?.trim()).length;
  const roleError = state.roles.some((r) => errors[`models.${r}`]);

  return (
    <>
      <TextField
        label="Default model"
        value={form.defaultModel}
        onValue={(defaultModel) => editForm({ defaultModel })}
        error={errors.defaultModel}
        hint="Used for every role below that has no model of its own, e.g. gpt-4o-mini or llama3.1:8b."
        spellCheck={false}
        autoComplete="off"
        testId="model-default"
      />
      <details
        className="model-roles"
        open={rolesOpen || roleError}
        onToggle={(e) => setRolesOpen(e.currentTarget.open)}
      >
        <summary data-testid="model-roles-toggle">Models per role{overrides > 0 ? ` (${overrides} set)` : ''}</summary>
        <div className="model-roles-grid">
          {state.roles.map((role) => (
            <TextField
              key={role}
              label={ROLE_LABELS[role]}
              value={form.models[role] ?? ''}
              onValue={(m) => editRoleModel(role, m)}
              error={errors[`models.${role}`]}
              placeholder={role === 'embedding' ? 'none: local embedder' : form.defaultModel.trim() || 'default model'}
              spellCheck={false}
              autoComplete="off"
              testId={`model-role-${role}`}
            />
          ))}
        </div>
        <p className="settings-note">
          A new embedding model takes effect the next time Sibyl starts (the search index is rebuilt for it).
        </p>
      </details>
      <fieldset className="model-limits">
        <legend className="field-label">Limits</legend>
        <TextField
          label="Parallel requests"
          value={form.concurrency}
          onValue={(concurrency) => editForm({ concurrency })}
          error={errors.concurrency}
          inputMode="numeric"
          testId="model-concurrency"
        />
        <TextField
          label="Timeout (seconds)"
          value={form.timeoutSec}
          onValue={(timeoutSec) => editForm({ timeoutSec })}
          error={errors.timeoutSec}
          inputMode="decimal"
          testId="model-timeout"
        />
        <TextField
          label="Retries"
          value={form.maxRetries}
          onValue={(maxRetries) => editForm({ maxRetries })}
          error={errors.maxRetries}
          inputMode="numeric"
          testId="model-retries"
        />
      </fieldset>
    </>
  );
}
