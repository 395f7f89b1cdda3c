/**
 * Routes of the model engine's settings: the settings themselves (never a key), the API key per
 * provider (write-only: it goes in, only `hasKey` ever comes out), a connection test through the
 * model gateway, and the outbound ledger of requests the gateway made.
 * The input schemas here check shape and size only; main validates the settings' meaning with the
 * gateway's own ModelSettingsSchema (src/main/llm/settings.ts) and answers LLM_INVALID_SETTINGS.
 */
import { z } from 'zod';
import { LlmErrors } from '../errors';

/** Providers and roles of the model gateway (src/main/llm/settings.ts builds its schema from these). */
export const MODEL_PROVIDERS = ['openai', 'openrouter', 'ollama', 'lmstudio', 'custom'] as const;
export const MODEL_ROLES = [
  'extraction',
  'dedupe',
  'routing',
  'legal',
  'data',
  'academic',
  'news',
  'geography',
  'judge',
  'embedding'
] as const;

const ModelProviderSchema = z.enum(MODEL_PROVIDERS);
export type ModelProvider = z.infer<typeof ModelProviderSchema>;
const ModelRoleSchema = z.enum(MODEL_ROLES);
export type ModelRole = z.infer<typeof ModelRoleSchema>;

const ModelNameSchema = z.string().max(200);

/** The settings as they travel from the form: shape and size only (meaning is checked in main). */
const ModelSettingsFormSchema = z
  .object({
    enabled: z.boolean(),
    provider: ModelProviderSchema,
    baseUrl: z.string().max(2000).optional(),
    defaultModel: ModelNameSchema.optional(),
    models: z.partialRecord(ModelRoleSchema, ModelNameSchema).optional(),
    concurrency: z.number().optional(),
    timeoutMs: z.number().optional(),
    maxRetries: z.number().optional(),
    stream: z.boolean().optional(),
    temperature: z.number().optional()
  })
  .strict();
export type ModelSettingsForm = z.input<typeof ModelSettingsFormSchema>;

/** Stored settings with defaults and the preset base URL filled in. */
const ModelSettingsViewSchema = z.object({
  enabled: z.boolean(),
  provider: ModelProviderSchema,
  baseUrl: z.string(),
  defaultModel: z.string().optional(),
  models: z.partialRecord(ModelRoleSchema, z.string()),
  concurrency: z.number(),
  timeoutMs: z.number(),
  maxRetries: z.number(),
  stream: z.boolean(),
  temperature: z.number().optional()
});
export type ModelSettingsView = z.infer<typeof ModelSettingsViewSchema>;

const ModelProviderInfoSchema = z.object({
  id: ModelProviderSchema,
  label: z.string(),
  /** The preset URL; null for `custom`. */
  baseUrl: z.string().nullable(),
  needsKey: z.boolean(),
  /** Whether a key is stored for it. The key itself never leaves main. */
  hasKey: z.boolean()
});
export type ModelProviderInfo = z.infer<typeof ModelProviderInfoSchema>;

const ModelSettingsStateSchema = z.object({
  settings: ModelSettingsViewSchema,
  providers: z.array(ModelProviderInfoSchema),
  roles: z.array(ModelRoleSchema),
  keyStore: z.object({
    /**
     * keychain = the OS keychain (app); session = memory, lost
     * when Sibyl stops (web host); environment = read-only (CLI).
     */
    kind: z.enum(['keychain', 'session', 'environment']),
    writable: z.boolean()
  }),
  /** The endpoint's host, and whether it is this machine. */
  endpoint: z.object({ host: z.string(), local: z.boolean() }).nullable(),
  /** Whether a model-engine run could start now, and why not. */
  engine: z.object({ ready: z.boolean(), problem: z.string().nullable() }),
  /** Environment variables (names only) that override the stored settings in this process. */
  envOverrides: z.array(z.string())
});
export type ModelSettingsState = z.infer<typeof ModelSettingsStateSchema>;

const LlmErrorCodeSchema = z.enum(LlmErrors);

const ConnectionTestSchema = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    host: z.string(),
    model: z.string(),
    /** The start of the model's answer (a word or two). */
    reply: z.string(),
    /** The embedding model's vector size, when one is configured. */
    embedding: z.object({ model: z.string(), dimensions: z.number() }).nullable()
  }),
  z.object({ ok: z.literal(false), host: z.string().nullable(), code: LlmErrorCodeSchema, message: z.string() })
]);
export type ConnectionTest = z.infer<typeof ConnectionTestSchema>;

const OutboundRowSchema = z.object({
  id: z.number(),
  ts: z.string(),
  provider: z.string(),
  host: z.string(),
  method: z.string(),
  purpose: z.string(),
  bytesOut: z.number(),
  status: z.number().nullable(),
  runId: z.string().nullable(),
  /** Absent/null for rows written before the ledger recorded them. */
  bytesIn: z.number().nullish(),
  durationMs: z.number().nullish(),
  /** ok | blocked (refused before any socket opened) | timeout | too_large | aborted | failed. */
  outcome: z.string().nullish(),
  /** The query text an evidence provider sent (search words, place name); null for other requests. */
  queryText: z.string().nullish()
});
export type OutboundRow = z.infer<typeof OutboundRowSchema>;

/** An API key: trimmed, bounded, no spaces or control characters (it becomes an HTTP header). */
const ApiKeySchema = z
  .string()
  .trim()
  .min(1, 'the API key is empty')
  .max(1000, 'the API key is too long')
  .regex(/^[\x21-\x7e]+$/, 'the API key may only contain printable characters without spaces');

export const modelRoutes = {
  'model.settings.get': {
    input: z.object({}).strict(),
    output: ModelSettingsStateSchema
  },
  /** Validates (LLM_INVALID_SETTINGS with the fields at fault), stores, answers like `model.settings.get`. */
  'model.settings.set': {
    input: z.object({ settings: ModelSettingsFormSchema }).strict(),
    output: ModelSettingsStateSchema
  },
  /** Stores a key for a provider (LLM_KEY_STORE where keys are read-only or no keychain exists). */
  'model.key.set': {
    input: z.object({ provider: ModelProviderSchema, key: ApiKeySchema }).strict(),
    output: z.object({ provider: ModelProviderSchema, hasKey: z.boolean() })
  },
  'model.key.delete': {
    input: z.object({ provider: ModelProviderSchema }).strict(),
    output: z.object({ provider: ModelProviderSchema, hasKey: z.boolean() })
  },
  /** One tiny chat call (and an embedding probe when an embedding model is set) through the gateway. */
  'model.test': {
    input: z.object({}).strict(),
    output: ConnectionTestSchema
  },
  /** The outbound ledger, newest first. */
  'outbound.list': {
    input: z
      .object({ limit: z.number().int().min(1).max(500), offset: z.number().int().min(0).max(1_000_000).optional() })
      .strict(),
    output: z.object({ rows: z.array(OutboundRowSchema), total: z.number() })
  }
} as const;
