/**
 * The Electron-free core that every host drives: stores, event bus and the request router.
 * Hosts (Electron, CLI, web host) create one core per data dir and plug their transports into
 * `dispatch` and `bus`.
 */
import { createEventBus, type EventBus } from './events/bus';
import { createRouter, type Dispatch } from './ipc/router';
import { handlers } from './ipc/handlers/index';
import { createLogger, type Logger } from './log';
import { startStores, type StoreManager } from './store/stores';
import { corpusDocs } from './corpus/corpusDocs';
import { createClaimRunner, type ClaimRunner } from './claims/claimRunner';
import { engineFor } from './claims/engines';
import { envKeyStore, type KeyStore } from './llm/keys';
import { configuredEmbedder } from './llm/configuredEmbedder';

export type HostKind = 'electron' | 'web' | 'cli';

export interface CoreContext {
  version: string;
  dataDir: string;
  host: HostKind;
  stores: StoreManager;
  bus: EventBus;
  log: Logger;
  /** Native open dialog (Electron only). */
  chooseFile?: () => Promise<string | null>;
  /** Background claim runs (one per report at a time). */
  claims: ClaimRunner;
  keys: KeyStore;
}

export interface Core {
  ctx: CoreContext;
  dispatch: Dispatch;
  close(): Promise<void>;
}

export const VERSION = '0.1.0';

export interface CoreOptions {
  dataDir: string;
  host: HostKind;
  chooseFile?: () => Promise<string | null>;
  /** Where API keys come from: the OS keychain in the app, environment variables otherwise. */
  keys?: KeyStore;
}

export function createCore(opts: CoreOptions): Core {
  const log = createLogger(`core.${opts.host}`);
  const bus = createEventBus((err) => log.warn('event listener failed', { error: String(err) }));
  const keys = opts.keys ?? envKeyStore();
  const stores = startStores({
    dataDir: opts.dataDir, host: opts.host, log, corpusDocs: corpusDocs(), onState: (s) => bus.emit('app.store_status', s),
    embedderFor: (repos) => configuredEmbedder({ ...repos, keys, log })
  });
  const claims = createClaimRunner({ stores, bus, log: log.child('claims'), engineFor: (engine) => engineFor(stores.get(), engine, { keys, log }) });
  const ctx: CoreContext = { version: VERSION, dataDir: opts.dataDir, host: opts.host, stores, bus, log, claims, keys, ...(opts.chooseFile ? { chooseFile: opts.chooseFile } : {}) };
  return {
    ctx,
    dispatch: createRouter(handlers, ctx, log.child('router')),
    close: async () => {
      await claims.cancelAll();
      await stores.close();
    }
  };
}
