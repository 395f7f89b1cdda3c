/** The model gateway's public surface: settings, keys, the gateway itself and the endpoint embedder. */
export {
  LlmError,
  LlmErrors,
  RETRYABLE_LLM_CODES,
  isLlmError,
  type LlmErrorCode,
  type LlmErrorDetails
} from './errors';
export {
  PROVIDERS,
  PROVIDER_PRESETS,
  ROLES,
  ModelSettingsSchema,
  isLocalEndpoint,
  modelFor,
  providerNeedsKey,
  resolveSettings,
  type ChatRole,
  type ModelSettings,
  type ModelSettingsInput,
  type Provider,
  type Role
} from './settings';
export {
  ENV_KEY_NAMES,
  envKeyStore,
  keyFor,
  memoryKeyStore,
  sessionKeyStore,
  type KeyStore,
  type KeyStoreKind
} from './keys';
export {
  createGateway,
  type CallOptions,
  type EmbedOptions,
  type Gateway,
  type GatewayOptions,
  type Prompt,
  type RequestLogEntry,
  type StructuredResult,
  type TextResult,
  type Usage
} from './gateway';
export { createEndpointEmbedder, decodeEmbedding, l2normalize, type EndpointEmbedderOptions } from './endpointEmbedder';
export { coerceToSchema, extractJson, validateAnswer } from './structured';
export { backoffDelay, parseRetryAfter, type BackoffOptions } from './backoff';
