/**
 * Where the evidence providers' keys come from, as for the model engine's: the OS keychain in the app
 * (electron/keychain.ts, a file of its own), memory for the web host's session (seeded from the
 * environment), the environment for the CLI (read-only). Keys never go into settings, the database,
 * logs, the ledger or exports.
 */
import { EVIDENCE_KEY_IDS, type EvidenceKeyId } from '../../shared/ipc/routes/evidence';
import { LlmErrors, SibylError } from '../../shared/ipc/errors';

export type { EvidenceKeyId } from '../../shared/ipc/routes/evidence';

export interface EvidenceKeyStore {
  readonly kind: 'keychain' | 'session' | 'environment';
  get(id: EvidenceKeyId): Promise<string | undefined>;
  set(id: EvidenceKeyId, key: string): Promise<void>;
  delete(id: EvidenceKeyId): Promise<void>;
  has(id: EvidenceKeyId): Promise<boolean>;
}

export const EVIDENCE_KEY_ENV: Record<EvidenceKeyId, string> = {
  tavily: 'SIBYL_TAVILY_API_KEY',
  brave: 'SIBYL_BRAVE_API_KEY',
  searxng: 'SIBYL_SEARXNG_API_KEY',
  generic: 'SIBYL_SEARCH_API_KEY',
  stac: 'SIBYL_STAC_API_KEY'
};

export function envEvidenceKeys(env: Readonly<Record<string, string | undefined>> = process.env): EvidenceKeyStore {
  const get = async (id: EvidenceKeyId): Promise<string | undefined> => env[EVIDENCE_KEY_ENV[id]]?.trim() || undefined;
  const readOnly = (id: EvidenceKeyId): never => {
    throw new SibylError(
      LlmErrors.LLM_KEY_STORE,
      `The command line reads evidence keys from the environment and cannot change them. Set ${EVIDENCE_KEY_ENV[id]} in your shell instead.`
    );
  };
  return {
    kind: 'environment',
    get,
    set: async (id) => readOnly(id),
    delete: async (id) => readOnly(id),
    has: async (id) => (await get(id)) !== undefined
  };
}

export function memoryEvidenceKeys(initial: Partial<Record<EvidenceKeyId, string>> = {}): EvidenceKeyStore {
  const keys = new Map(Object.entries(initial) as [EvidenceKeyId, string][]);
  return {
    kind: 'session',
    get: async (id) => keys.get(id),
    set: async (id, k) => void keys.set(id, k.trim()),
    delete: async (id) => void keys.delete(id),
    has: async (id) => keys.has(id)
  };
}

/** The web host's store: memory for the session, seeded with what the environment offers. */
export function sessionEvidenceKeys(env: Readonly<Record<string, string | undefined>> = process.env): EvidenceKeyStore {
  const initial: Partial<Record<EvidenceKeyId, string>> = {};
  for (const id of EVIDENCE_KEY_IDS) {
    const v = env[EVIDENCE_KEY_ENV[id]]?.trim();
    if (v) initial[id] = v;
  }
  return memoryEvidenceKeys(initial);
}

/** Every stored key, read once before a run (the provider factory is synchronous). */
export async function readEvidenceKeys(store: EvidenceKeyStore): Promise<Partial<Record<EvidenceKeyId, string>>> {
  const out: Partial<Record<EvidenceKeyId, string>> = {};
  for (const id of EVIDENCE_KEY_IDS) {
    const k = await store.get(id);
    if (k) out[id] = k;
  }
  return out;
}
