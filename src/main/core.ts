/**
 * The Electron-free core that every host drives: stores, event bus and the request router.
 * Hosts (Electron, CLI, web host) create one core per data dir and plug their transports into
 * `dispatch` and `bus`.
 */
import { createEventBus } from './events/bus';
import { createRouter, type Dispatch } from './ipc/router';
import { handlers } from './ipc/handlers/index';
import { createLogger } from './log';
import { startStores } from './store/stores';
import type { CoreContext, HostKind } from './ipc/coreContext';
import { corpusDocs } from './corpus/corpusDocs';
import { createClaimRunner } from './claims/claimRunner';
import { engineFor } from './claims/engines';
import { envKeyStore, sessionKeyStore, type KeyStore } from './llm/keys';
import { envEvidenceKeys, sessionEvidenceKeys, type EvidenceKeyStore } from './evidence/keys';
import { configuredEmbedder } from './llm/configuredEmbedder';
import { createAnalysisRunner } from './library/analysisRunner';
import { pipelineServices } from './library/analysisServices';

export type { CoreContext } from './ipc/coreContext';

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
  pickedFiles?: CoreContext['pickedFiles'];
  /**
   * Where API keys come from: the app passes the OS keychain; otherwise the web host keeps keys in
   * memory for the session (seeded from the environment) and the CLI reads the environment.
   */
  keys?: KeyStore;
  /** The evidence providers' keys, from the same kind of store as `keys`. */
  evidenceKeys?: EvidenceKeyStore;
  env?: NodeJS.ProcessEnv;
}

export function createCore(opts: CoreOptions): Core {
  const log = createLogger(`core.${opts.host}`);
  const bus = createEventBus((err) => log.warn('event listener failed', { error: String(err) }));
  const env = opts.env ?? process.env;
  const keys = opts.keys ?? (opts.host === 'web' ? sessionKeyStore(env) : envKeyStore(env));
  const evidenceKeys = opts.evidenceKeys ?? (opts.host === 'web' ? sessionEvidenceKeys(env) : envEvidenceKeys(env));
  const stores = startStores({
    dataDir: opts.dataDir,
    host: opts.host,
    log,
    corpusDocs: corpusDocs(),
    onState: (s) => bus.emit('app.store_status', s),
    embedderFor: (repos) => configuredEmbedder({ ...repos, keys, log, env })
  });
  const claims = createClaimRunner({
    stores,
    bus,
    log: log.child('claims'),
    engineFor: (engine) => engineFor(stores.get(), engine, { keys, log, env })
  });
  const analysis = createAnalysisRunner({
    stores,
    bus,
    log: log.child('analysis'),
    services: (engine, listeners) =>
      pipelineServices(stores.get(), engine, {
        keys,
        evidenceKeys,
        log: log.child('pipeline'),
        env,
        appVersion: VERSION,
        listeners
      })
  });
  const ctx: CoreContext = {
    version: VERSION,
    dataDir: opts.dataDir,
    host: opts.host,
    stores,
    bus,
    log,
    claims,
    analysis,
    keys,
    evidenceKeys,
    env,
    ...(opts.chooseFile ? { chooseFile: opts.chooseFile } : {}),
    ...(opts.pickedFiles ? { pickedFiles: opts.pickedFiles } : {})
  };
  return {
    ctx,
    dispatch: createRouter(handlers, ctx, log.child('router')),
    close: async () => {
      await Promise.all([claims.cancelAll(), analysis.cancelAll()]);
      await stores.close();
    }
  };
}
