/**
 * Where API keys come from. Keys never go into settings, the database, logs or exports: the app
 * keeps them in the OS keychain (Electron safeStorage, see src/main/electron/keychain.ts) and the
 * CLI reads them from environment variables; the loopback web host keeps them in memory for the
 * session. All sit behind this KeyStore interface.
 */
import { LlmError, LlmErrors } from './errors';
import { PROVIDERS, providerNeedsKey, type Provider } from './settings';

/** keychain: the OS keychain (app); session: memory only (web host, tests); environment: read-only (CLI). */
type KeyStoreKind = 'keychain' | 'session' | 'environment';

export interface KeyStore {
  readonly kind: KeyStoreKind;
  /** The key for a provider, or undefined when none is stored. */
  get(provider: Provider): Promise<string | undefined>;
  set(provider: Provider, key: string): Promise<void>;
  delete(provider: Provider): Promise<void>;
  has(provider: Provider): Promise<boolean>;
}

/** Environment variables consulted per provider, in order (SIBYL_API_KEY always first). */
const ENV_KEY_NAMES: Record<Provider, readonly string[]> = {
  openai: ['SIBYL_API_KEY', 'OPENAI_API_KEY'],
  openrouter: ['SIBYL_API_KEY', 'OPENROUTER_API_KEY'],
  ollama: ['SIBYL_API_KEY'],
  lmstudio: ['SIBYL_API_KEY'],
  custom: ['SIBYL_API_KEY']
};

/** Read-only key store over environment variables, for the CLI. */
export function envKeyStore(env: Readonly<Record<string, string | undefined>> = process.env): KeyStore {
  const get = async (provider: Provider): Promise<string | undefined> => {
    for (const name of ENV_KEY_NAMES[provider]) {
      const v = env[name]?.trim();
      if (v) return v;
    }
    return undefined;
  };
  const readOnly = (provider: Provider): never => {
    const names = ENV_KEY_NAMES[provider].join(' or ');
    throw new LlmError(
      LlmErrors.LLM_KEY_STORE,
      `The command line reads API keys from the environment and cannot change them. Set ${names} in your shell instead.`
    );
  };
  return {
    kind: 'environment',
    get,
    set: async (provider) => readOnly(provider),
    delete: async (provider) => readOnly(provider),
    has: async (provider) => (await get(provider)) !== undefined
  };
}

/** An in-memory key store (tests, or a session-only key the analyst does not want saved). */
export function memoryKeyStore(initial: Partial<Record<Provider, string>> = {}): KeyStore {
  const keys = new Map(Object.entries(initial) as [Provider, string][]);
  return {
    kind: 'session',
    get: async (p) => keys.get(p),
    set: async (p, k) => void keys.set(p, k),
    delete: async (p) => void keys.delete(p),
    has: async (p) => keys.has(p)
  };
}

/** A session-only store for the web host, seeded with the keys the environment offers (as the CLI reads them). */
export function sessionKeyStore(env: Readonly<Record<string, string | undefined>> = process.env): KeyStore {
  const initial: Partial<Record<Provider, string>> = {};
  for (const p of PROVIDERS) {
    const key = ENV_KEY_NAMES[p].map((name) => env[name]?.trim()).find((v) => !!v);
    if (key) initial[p] = key;
  }
  return memoryKeyStore(initial);
}

/** The key to use for these settings: the stored one, or undefined (an error when the provider needs one). */
export async function keyFor(store: KeyStore, provider: Provider): Promise<string | undefined> {
  const key = await store.get(provider);
  if (key === undefined && providerNeedsKey(provider)) {
    throw new LlmError(
      LlmErrors.LLM_NOT_CONFIGURED,
      `No API key is stored for ${provider}. Add one in Settings (or set ${ENV_KEY_NAMES[provider].join(' or ')} for the command line).`
    );
  }
  return key;
}
