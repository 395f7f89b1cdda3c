/**
 * Model-engine settings: which OpenAI-compatible provider to talk to, at which base URL, which model
 * plays each role, and the limits (concurrency, timeout, retries). The engine is off by default:
 * the offline engine is the default and outside providers are opt-in. Keys are NOT part of the
 * settings (they live in the key store), so settings can be saved and exported freely.
 */
import { z } from 'zod';
import { isLoopbackHost } from '../../shared/ipc/endpoint';
import { MODEL_PROVIDERS, MODEL_ROLES } from '../../shared/ipc/routes/model';
import { llmError } from './errors';

// The lists are shared with the renderer through the IPC contract (the Settings form offers them).
export const PROVIDERS = MODEL_PROVIDERS;
const ProviderSchema = z.enum(PROVIDERS);
export type Provider = z.infer<typeof ProviderSchema>;

export const ROLES = MODEL_ROLES;
const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;
/** Roles answered by chat completions (everything but `embedding`). */
export type ChatRole = Exclude<Role, 'embedding'>;

export const PROVIDER_PRESETS: Record<
  Exclude<Provider, 'custom'>,
  { baseUrl: string; needsKey: boolean; label: string }
> = {
  openai: { baseUrl: 'https://api.openai.com/v1', needsKey: true, label: 'OpenAI' },
  openrouter: { baseUrl: 'https://openrouter.ai/api/v1', needsKey: true, label: 'OpenRouter' },
  ollama: { baseUrl: 'http://127.0.0.1:11434/v1', needsKey: false, label: 'Ollama' },
  lmstudio: { baseUrl: 'http://127.0.0.1:1234/v1', needsKey: false, label: 'LM Studio' }
};

/** Whether calls to this provider need an API key (a custom endpoint may or may not). */
export const providerNeedsKey = (p: Provider): boolean => (p === 'custom' ? false : PROVIDER_PRESETS[p].needsKey);

const HttpUrlSchema = z
  .string()
  .trim()
  .refine((s) => {
    try {
      const u = new URL(s);
      const scheme = u.protocol === 'https:' || (u.protocol === 'http:' && isLoopbackHost(u.hostname));
      return scheme && u.username === '' && u.password === '';
    } catch {
      return false;
    }
  }, 'must be an http(s) URL without credentials (https unless on this machine)')
  .transform((s) => s.replace(/\/+$/, ''));

const ModelNameSchema = z.string().trim().min(1).max(200);

const ModelSettingsSchema = z
  .object({
    enabled: z.boolean().default(false),
    provider: ProviderSchema.default('ollama'),
    /** Overrides the preset URL; required for `custom`. */
    baseUrl: HttpUrlSchema.optional(),
    /** Model for any chat role without its own entry. */
    defaultModel: ModelNameSchema.optional(),
    /** Model per role; `embedding` is never filled from defaultModel. */
    models: z.partialRecord(RoleSchema, ModelNameSchema).default({}),
    /** Simultaneous requests to the endpoint. */
    concurrency: z.number().int().min(1).max(64).default(4),
    /** Per-attempt timeout, covering the whole streamed answer. */
    timeoutMs: z.number().int().min(1).max(3_600_000).default(60_000),
    /** Retries after the first attempt, for 429/5xx/timeouts/network/truncated streams. */
    maxRetries: z.number().int().min(0).max(10).default(3),
    /** Stream answers (SSE). Some servers do this badly; off means one plain JSON response. */
    stream: z.boolean().default(true),
    /** Most tokens one answer may hold (sent as max_tokens); MAX_OUTPUT_TOKENS in chatCall.ts when unset. */
    maxOutputTokens: z.number().int().min(256).max(1_000_000).optional(),
    /** Sampling temperature; omitted from requests when unset (some models reject it). */
    temperature: z.number().min(0).max(2).optional()
  })
  .superRefine((s, ctx) => {
    if (s.provider === 'custom' && !s.baseUrl) {
      ctx.addIssue({ code: 'custom', path: ['baseUrl'], message: 'a custom provider needs a base URL' });
    }
  });

export type ModelSettingsInput = z.input<typeof ModelSettingsSchema>;
type ParsedSettings = z.output<typeof ModelSettingsSchema>;
export type ModelSettings = ParsedSettings & { baseUrl: string };

/** Fills defaults and the preset base URL; throws LLM_INVALID_SETTINGS with a readable summary. */
export function resolveSettings(partial: ModelSettingsInput = {}): ModelSettings {
  const r = ModelSettingsSchema.safeParse(partial);
  if (!r.success) {
    throw llmError.invalidSettings(
      r.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ')
    );
  }
  const s = r.data;
  const baseUrl = s.baseUrl ?? (s.provider === 'custom' ? '' : PROVIDER_PRESETS[s.provider].baseUrl);
  return { ...s, baseUrl };
}

/** The model configured for a role, or undefined (chat roles fall back to defaultModel). */
export function modelFor(settings: ModelSettings, role: Role): string | undefined {
  return settings.models[role] ?? (role === 'embedding' ? undefined : settings.defaultModel);
}

/** True when the endpoint is on this machine (loopback), i.e. the report never leaves it. */
export function isLocalEndpoint(settings: Pick<ModelSettings, 'baseUrl'>): boolean {
  return isLoopbackHost(new URL(settings.baseUrl).hostname);
}
