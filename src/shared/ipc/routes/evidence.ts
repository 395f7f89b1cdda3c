/**
 * Routes of the evidence providers' settings (issue 15): web search, geocoding and satellite imagery,
 * each off by default. The state says, per provider, exactly what it would receive (a preview built by
 * the adapters' own request builders) before the analyst switches it on, whether a key is stored
 * (never the key) and which hosts the allowlist gains. Keys are write-only, as for the model engine.
 */
import { z } from 'zod';

export const SEARCH_PROVIDERS = ['tavily', 'brave', 'searxng', 'generic'] as const;
const SearchProviderSchema = z.enum(SEARCH_PROVIDERS);
export type SearchProviderId = z.infer<typeof SearchProviderSchema>;

/** Providers that may hold a key: the search services and the STAC catalogue's subscription key. */
export const EVIDENCE_KEY_IDS = ['tavily', 'brave', 'searxng', 'generic', 'stac'] as const;
const EvidenceKeyIdSchema = z.enum(EVIDENCE_KEY_IDS);
export type EvidenceKeyId = z.infer<typeof EvidenceKeyIdSchema>;

const Url = z.string().trim().max(2000);
const Path = z.string().trim().max(200);

const GenericSearchFormSchema = z
  .object({
    urlTemplate: Url,
    resultsPath: Path,
    titlePath: Path,
    urlPath: Path,
    snippetPath: Path,
    datePath: Path.optional(),
    keyHeader: z.string().trim().max(100).optional(),
    keyPrefix: z.string().max(50).optional()
  })
  .strict();

export const EvidenceSettingsFormSchema = z
  .object({
    search: z
      .object({
        enabled: z.boolean(),
        provider: SearchProviderSchema,
        baseUrl: Url.optional(),
        generic: GenericSearchFormSchema.optional()
      })
      .strict(),
    geocoder: z
      .object({ enabled: z.boolean(), baseUrl: Url.optional(), userAgent: z.string().trim().max(200).optional() })
      .strict(),
    imagery: z
      .object({
        enabled: z.boolean(),
        stacUrl: Url.optional(),
        collection: z.string().trim().max(100).optional(),
        sasUrl: Url.optional(),
        assetHosts: z.array(z.string().trim().max(300)).max(20).optional()
      })
      .strict()
  })
  .strict();
export type EvidenceSettingsForm = z.input<typeof EvidenceSettingsFormSchema>;

/** What one provider would receive, shown before it is switched on. */
const EvidencePreviewSchema = z.object({
  kind: z.enum(['search', 'geocoder', 'imagery']),
  provider: z.string(),
  label: z.string(),
  /** The hosts its requests go to (added to the allowlist only while it is on). */
  hosts: z.array(z.string()),
  /** The example query the preview is built for. */
  example: z.string(),
  /** The requests it would send for the example, key shown as a placeholder. */
  requests: z.array(
    z.object({ method: z.string(), url: z.string(), headers: z.array(z.string()), body: z.string().nullable() })
  ),
  /** In words: what leaves the machine, and what never does. */
  sends: z.string(),
  neverSends: z.string(),
  /** Why the provider cannot be used now (missing URL or key), or null. */
  problem: z.string().nullable()
});
export type EvidencePreview = z.infer<typeof EvidencePreviewSchema>;

const EvidenceSettingsViewSchema = z.object({
  search: z.object({
    enabled: z.boolean(),
    provider: SearchProviderSchema,
    baseUrl: z.string().optional(),
    generic: GenericSearchFormSchema.optional()
  }),
  geocoder: z.object({ enabled: z.boolean(), baseUrl: z.string(), userAgent: z.string() }),
  imagery: z.object({
    enabled: z.boolean(),
    stacUrl: z.string(),
    collection: z.string(),
    sasUrl: z.string().optional(),
    assetHosts: z.array(z.string())
  })
});
export type EvidenceSettingsView = z.infer<typeof EvidenceSettingsViewSchema>;

const EvidenceSettingsStateSchema = z.object({
  settings: EvidenceSettingsViewSchema,
  keys: z.array(z.object({ id: EvidenceKeyIdSchema, hasKey: z.boolean(), env: z.string() })),
  keyStore: z.object({ kind: z.enum(['keychain', 'session', 'environment']), writable: z.boolean() }),
  /** `search` has one preview per search service (the form shows the one chosen). */
  previews: z.object({
    search: z.array(EvidencePreviewSchema),
    geocoder: EvidencePreviewSchema,
    imagery: EvidencePreviewSchema
  }),
  /** Hosts the allowlist gains for the providers switched on now. */
  allowedHosts: z.array(z.string()),
  envOverrides: z.array(z.string())
});
export type EvidenceSettingsState = z.infer<typeof EvidenceSettingsStateSchema>;

const ApiKeySchema = z
  .string()
  .trim()
  .min(1, 'the API key is empty')
  .max(1000, 'the API key is too long')
  .regex(/^[\x21-\x7e]+$/, 'the API key may only contain printable characters without spaces');

export const evidenceRoutes = {
  'evidence.settings.get': { input: z.object({}).strict(), output: EvidenceSettingsStateSchema },
  /** Validates (INVALID_INPUT naming the fields at fault), stores, answers like `evidence.settings.get`. */
  'evidence.settings.set': {
    input: z.object({ settings: EvidenceSettingsFormSchema }).strict(),
    output: EvidenceSettingsStateSchema
  },
  'evidence.key.set': {
    input: z.object({ id: EvidenceKeyIdSchema, key: ApiKeySchema }).strict(),
    output: z.object({ id: EvidenceKeyIdSchema, hasKey: z.boolean() })
  },
  'evidence.key.delete': {
    input: z.object({ id: EvidenceKeyIdSchema }).strict(),
    output: z.object({ id: EvidenceKeyIdSchema, hasKey: z.boolean() })
  }
} as const;
