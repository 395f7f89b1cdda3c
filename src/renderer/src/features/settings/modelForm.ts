/**
 * The model-engine form, pure: built from the stored settings, edited as text, checked for what can
 * be checked here (whole numbers, a base URL for Custom), turned into the `model.settings.set` input,
 * and main's LLM_INVALID_SETTINGS message ("…: field: problem; field: problem") mapped back onto the
 * fields. Main's ModelSettingsSchema stays the authority on ranges and URL rules.
 */
import { endpointOf } from '../../../../shared/ipc/endpoint';
import type {
  ModelProvider,
  ModelProviderInfo,
  ModelRole,
  ModelSettingsForm,
  ModelSettingsView
} from '../../../../shared/ipc/routes/model';

export interface ModelForm {
  enabled: boolean;
  provider: ModelProvider;
  baseUrl: string;
  defaultModel: string;
  models: Partial<Record<ModelRole, string>>;
  concurrency: string;
  timeoutSec: string;
  maxRetries: string;
}

/** Field → message; `form` holds what belongs to no single field. */
export type FieldErrors = Partial<
  Record<
    'baseUrl' | 'defaultModel' | 'concurrency' | 'timeoutSec' | 'maxRetries' | 'form' | `models.${ModelRole}`,
    string
  >
>;

export function formFromSettings(s: ModelSettingsView): ModelForm {
  return {
    enabled: s.enabled,
    provider: s.provider,
    baseUrl: s.baseUrl,
    defaultModel: s.defaultModel ?? '',
    models: { ...s.models },
    concurrency: String(s.concurrency),
    timeoutSec: String(s.timeoutMs / 1000),
    maxRetries: String(s.maxRetries)
  };
}

export const presetUrl = (providers: readonly ModelProviderInfo[], id: ModelProvider): string | null =>
  providers.find((p) => p.id === id)?.baseUrl ?? null;

/** Switching provider puts its preset URL in the field (Custom starts empty: it needs one). */
export function withProvider(form: ModelForm, providers: readonly ModelProviderInfo[], id: ModelProvider): ModelForm {
  return { ...form, provider: id, baseUrl: presetUrl(providers, id) ?? '' };
}

const wholeNumber = (s: string): number | null => (/^\s*\d+\s*$/.test(s) ? Number(s) : null);
const seconds = (s: string): number | null => (/^\s*\d+(\.\d+)?\s*$/.test(s) ? Math.round(Number(s) * 1000) : null);

/** What can be said before asking main. Empty when the form may be sent. */
export function checkForm(form: ModelForm): FieldErrors {
  const errors: FieldErrors = {};
  if (form.provider === 'custom' && !form.baseUrl.trim()) errors.baseUrl = 'A custom provider needs a base URL.';
  else if (form.baseUrl.trim() && !endpointOf(form.baseUrl)) errors.baseUrl = 'Enter an http:// or https:// URL.';
  if (wholeNumber(form.concurrency) === null) errors.concurrency = 'Enter a whole number.';
  if (seconds(form.timeoutSec) === null) errors.timeoutSec = 'Enter a number of seconds.';
  if (wholeNumber(form.maxRetries) === null) errors.maxRetries = 'Enter a whole number.';
  return errors;
}

/** The route input; stream and temperature (not on the form) keep their stored values. */
export function formToSettings(
  form: ModelForm,
  stored: Pick<ModelSettingsView, 'stream' | 'temperature'>
): ModelSettingsForm {
  const models: Partial<Record<ModelRole, string>> = {};
  const entries = (Object.entries(form.models) as [ModelRole, string | undefined][]).sort(([a], [b]) =>
    a.localeCompare(b)
  );
  for (const [role, m] of entries) if (m?.trim()) models[role] = m.trim();
  return {
    enabled: form.enabled,
    provider: form.provider,
    ...(form.baseUrl.trim() ? { baseUrl: form.baseUrl.trim() } : {}),
    ...(form.defaultModel.trim() ? { defaultModel: form.defaultModel.trim() } : {}),
    models,
    concurrency: wholeNumber(form.concurrency) ?? Number.NaN,
    timeoutMs: seconds(form.timeoutSec) ?? Number.NaN,
    maxRetries: wholeNumber(form.maxRetries) ?? Number.NaN,
    stream: stored.stream,
    ...(stored.temperature !== undefined ? { temperature: stored.temperature } : {})
  };
}

const FIELD_OF: Record<string, keyof FieldErrors> = {
  baseUrl: 'baseUrl',
  defaultModel: 'defaultModel',
  concurrency: 'concurrency',
  timeoutMs: 'timeoutSec',
  maxRetries: 'maxRetries'
};
const PREFIX = 'The model settings are not valid: ';

/** Maps main's "field: problem; …" summary onto the form's fields (the rest goes to `form`). */
export function errorsFromMessage(message: string): FieldErrors {
  if (!message.startsWith(PREFIX)) return { form: message };
  const errors: FieldErrors = {};
  const rest: string[] = [];
  for (const part of message.slice(PREFIX.length).split('; ')) {
    const at = part.indexOf(': ');
    const path = at > 0 ? part.slice(0, at) : '';
    const text = at > 0 ? part.slice(at + 2) : part;
    const field: keyof FieldErrors | undefined = path.startsWith('models.')
      ? (path as `models.${ModelRole}`)
      : FIELD_OF[path];
    if (field && !errors[field]) errors[field] = text.charAt(0).toUpperCase() + text.slice(1);
    else rest.push(part);
  }
  if (rest.length) errors.form = `${PREFIX}${rest.join('; ')}`;
  return errors;
}

/** Whether the form differs from what is stored. */
export function isDirty(form: ModelForm, stored: ModelSettingsView): boolean {
  const a = formToSettings(form, stored);
  const b = formToSettings(formFromSettings(stored), stored);
  return JSON.stringify(a) !== JSON.stringify(b);
}
