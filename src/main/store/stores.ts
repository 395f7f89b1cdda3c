/**
 * Owns the stores of one data dir: takes the lock, opens PGlite and LanceDB in the background, and
 * reports progress. Handlers ask `get()` (throws STORE_NOT_READY while starting) or await `ready()`.
 * At start-up it removes what an interrupted ingestion may have left behind in either store.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { StoreState } from '../../shared/ipc/routes/app';
import { CommonErrors, SibylError } from '../../shared/ipc/errors';
import type { Logger } from '../log';
import { acquireLock, type DataDirLock } from './lock';
import { openDb, type Db } from './pg/db';
import { reportsRepo, type ReportsRepo } from './pg/repos/reports';
import { structureRepo, type StructureRepo } from './pg/repos/structure';
import { standardsRepo, type StandardsRepo } from './pg/repos/standards';
import { claimsRepo, type ClaimsRepo } from './pg/repos/claims';
import { outboundRepo, type OutboundRepo } from './pg/repos/outbound';
import { settingsRepo, type SettingsRepo } from './pg/repos/settings';
import { analysisRepo, type AnalysisRepo } from './pg/repos/analysis';
import { reportFiguresRepo, type ReportFiguresRepo } from './pg/repos/reportFigures';
import { overridesRepo, type OverridesRepo } from './pg/repos/overrides';
import { runAuditRepo, type RunAuditRepo } from './pg/repos/runAudit';
import { openLanceStore, type CorpusDoc, type LanceStore } from './lance/lanceStore';
import { syncIndex } from './lance/syncIndex';
import { createHashEmbedder, type Embedder } from './lance/embedder';

export interface Stores {
  dataDir: string;
  filesDir: string;
  db: Db;
  lance: LanceStore;
  reports: ReportsRepo;
  structure: StructureRepo;
  standards: StandardsRepo;
  claims: ClaimsRepo;
  outbound: OutboundRepo;
  settings: SettingsRepo;
  analysis: AnalysisRepo;
  reportFigures: ReportFiguresRepo;
  /** Analyst overrides of runs (migration 010). */
  overrides: OverridesRepo;
  /** Timings, outbound counts and audit events of a run, for exports. */
  runAudit: RunAuditRepo;
}

export interface StoreManager {
  state(): StoreState;
  ready(): Promise<Stores>;
  get(): Stores;
  close(): Promise<void>;
}

export interface StoreOptions {
  dataDir: string;
  host: string;
  log: Logger;
  embedder?: Embedder;
  /** Chooses the embedder once PGlite is open (e.g. the configured endpoint); null → the local one. */
  embedderFor?: (repos: { settings: SettingsRepo; outbound: OutboundRepo }) => Promise<Embedder | null>;
  /** Reference passages to index beside report chunks (the IFRS registry etc.). */
  corpusDocs?: CorpusDoc[];
  onState?: (s: StoreState) => void;
}

export function startStores(opts: StoreOptions): StoreManager {
  // The lock is taken synchronously so a second process fails before doing anything. The CLI exits
  // on it; a windowed host shows the reason instead of a blank window.
  let lock: DataDirLock;
  try {
    lock = acquireLock(opts.dataDir, opts.host);
  } catch (err) {
    if (opts.host === 'cli') throw err;
    return failedManager(err instanceof Error ? err.message : String(err), opts.onState);
  }
  let state: StoreState = { state: 'starting', message: 'Starting the local stores…', progress: 0 };
  let stores: Stores | null = null;
  const set = (s: StoreState): void => {
    state = s;
    opts.onState?.(s);
  };

  const opening = (async (): Promise<Stores> => {
    const filesDir = join(opts.dataDir, 'files');
    mkdirSync(filesDir, { recursive: true });
    const db = await openDb(join(opts.dataDir, 'pg'), {
      onProgress: (message, progress) => set({ state: 'starting', message, progress })
    });
    set({ state: 'starting', message: 'Opening the search index…', progress: 0.85 });
    const settings = settingsRepo(db);
    const outbound = outboundRepo(db);
    const embedder = opts.embedder ?? (await opts.embedderFor?.({ settings, outbound })) ?? createHashEmbedder();
    const lance = await openLanceStore(join(opts.dataDir, 'lance'), embedder);
    const reports = reportsRepo(db);
    const structure = structureRepo(db);
    const standards = standardsRepo(db);
    await syncIndex(lance, { structure, reports, standards }, opts.corpusDocs ?? [], (message, progress) =>
      set({ state: 'starting', message, progress })
    );
    const purged = await reports.purgeIncomplete();
    const known = new Set(await reports.ids());
    for (const id of await lance.reportIds()) if (!known.has(id)) purged.push(id);
    for (const id of purged) await lance.deleteReport(id);
    if (purged.length) opts.log.warn('removed incomplete ingestions', { count: purged.length });
    const claims = claimsRepo(db);
    const interrupted = await claims.failInterrupted();
    if (interrupted) opts.log.warn('marked interrupted claim runs as failed', { count: interrupted });
    const analysis = analysisRepo(db);
    const stopped = await analysis.markInterrupted();
    if (stopped) opts.log.warn('analysis runs interrupted by the last exit can be resumed', { count: stopped });
    return {
      dataDir: opts.dataDir,
      filesDir,
      db,
      lance,
      reports,
      structure,
      standards,
      claims,
      outbound,
      settings,
      analysis,
      reportFigures: reportFiguresRepo(db),
      overrides: overridesRepo(db),
      runAudit: runAuditRepo(db)
    };
  })();

  opening.then(
    (s) => {
      stores = s;
      set({ state: 'ready', message: 'Ready', progress: 1 });
    },
    (err: unknown) => {
      opts.log.error('store start-up failed', { error: err instanceof Error ? err.stack : String(err) });
      set({
        state: 'failed',
        message: `The local stores could not start: ${err instanceof Error ? err.message : String(err)}`,
        progress: 1
      });
    }
  );

  return {
    state: () => state,
    ready: () => opening,
    get() {
      if (stores) return stores;
      throw new SibylError(
        CommonErrors.STORE_NOT_READY,
        state.state === 'failed' ? state.message : 'the local stores are still starting; try again in a moment'
      );
    },
    async close() {
      try {
        const s = await opening;
        s.lance.close();
        await s.db.close();
      } catch {
        /* failed to open: nothing to close */
      } finally {
        lock.release();
      }
    }
  };
}

function failedManager(reason: string, onState?: (s: StoreState) => void): StoreManager {
  const state: StoreState = { state: 'failed', message: reason, progress: 1 };
  queueMicrotask(() => onState?.(state));
  const error = new SibylError(CommonErrors.STORE_NOT_READY, reason);
  return {
    state: () => state,
    ready: () => Promise.reject(error),
    get() {
      throw error;
    },
    close: async () => undefined
  };
}
