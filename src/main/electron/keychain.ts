/**
 * The app's key store: API keys encrypted with Electron safeStorage (the OS keychain: Keychain on
 * macOS, DPAPI on Windows, libsecret/kwallet on Linux) and kept as base64 blobs in
 * <dataDir>/keys.json (mode 0600). Plain keys never touch disk, the database, logs or exports.
 * Refuses to store anything when OS encryption is unavailable, or on Linux when Electron would fall
 * back to its hard-coded "basic_text" password (that is obfuscation, not a keychain).
 */
import { safeStorage } from 'electron';
import { chmod, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LlmError, LlmErrors } from '../llm/errors';
import type { EvidenceKeyId, EvidenceKeyStore } from '../evidence/keys';
import type { KeyStore } from '../llm/keys';
import type { Provider } from '../llm/settings';

interface KeyFile<K extends string> {
  version: 1;
  keys: Partial<Record<K, string>>;
}

/** The model engine's keys, in <dataDir>/keys.json. */
export const safeStorageKeyStore = (dataDir: string): KeyStore => keychainFile<Provider>(dataDir, 'keys.json');

/** The evidence providers' keys (Tavily, Brave, …), in <dataDir>/evidence-keys.json. */
export const safeStorageEvidenceKeyStore = (dataDir: string): EvidenceKeyStore =>
  keychainFile<EvidenceKeyId>(dataDir, 'evidence-keys.json');

function keychainFile<K extends string>(
  dataDir: string,
  fileName: string
): {
  kind: 'keychain';
  get(k: K): Promise<string | undefined>;
  set(k: K, key: string): Promise<void>;
  delete(k: K): Promise<void>;
  has(k: K): Promise<boolean>;
} {
  const file = join(dataDir, fileName);

  const ensureEncryption = async (): Promise<void> => {
    const available = await safeStorage.isAsyncEncryptionAvailable();
    const weak = process.platform === 'linux' && safeStorage.getSelectedStorageBackend() === 'basic_text';
    if (!available || weak) {
      throw new LlmError(
        LlmErrors.LLM_KEY_STORE,
        'This system offers no keychain to protect API keys, so Sibyl will not store one. ' +
          'Use a local model (Ollama, LM Studio), or run the command line with the key in an environment variable.'
      );
    }
  };

  const load = async (): Promise<KeyFile<K>> => {
    try {
      const parsed = JSON.parse(await readFile(file, 'utf8')) as Partial<KeyFile<K>>;
      return { version: 1, keys: parsed.keys && typeof parsed.keys === 'object' ? parsed.keys : {} };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return { version: 1, keys: {} };
      throw new LlmError(
        LlmErrors.LLM_KEY_STORE,
        `The stored API keys cannot be read (${fileName} is damaged). Enter the keys again.`
      );
    }
  };

  const save = async (data: KeyFile<K>): Promise<void> => {
    await mkdir(dataDir, { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    await writeFile(tmp, `${JSON.stringify(data, null, 2)}\n`, { mode: 0o600 });
    await chmod(tmp, 0o600);
    await rename(tmp, file);
  };

  // Writes are serialised so two quick changes cannot lose one another (read-modify-write).
  let writes: Promise<unknown> = Promise.resolve();
  const serial = <T>(fn: () => Promise<T>): Promise<T> => {
    const next = writes.then(fn, fn);
    writes = next.catch(() => undefined);
    return next;
  };

  const get = async (provider: K): Promise<string | undefined> => {
    const blob = (await load()).keys[provider];
    if (!blob) return undefined;
    await ensureEncryption();
    try {
      const { result, shouldReEncrypt } = await safeStorage.decryptStringAsync(Buffer.from(blob, 'base64'));
      if (shouldReEncrypt) await set(provider, result);
      return result;
    } catch {
      throw new LlmError(
        LlmErrors.LLM_KEY_STORE,
        `The stored API key for ${provider} cannot be decrypted on this system. Enter it again.`
      );
    }
  };

  const set = async (provider: K, key: string): Promise<void> => {
    const k = key.trim();
    if (!k) throw new LlmError(LlmErrors.LLM_KEY_STORE, 'The API key is empty.');
    await ensureEncryption();
    const blob = (await safeStorage.encryptStringAsync(k)).toString('base64');
    await serial(async () => {
      const data = await load();
      data.keys[provider] = blob;
      await save(data);
    });
  };

  return {
    kind: 'keychain',
    get,
    set,
    delete: (provider) =>
      serial(async () => {
        const data = await load();
        if (!(provider in data.keys)) return;
        delete data.keys[provider];
        await save(data);
      }),
    async has(provider) {
      return (await load()).keys[provider] !== undefined;
    }
  };
}
