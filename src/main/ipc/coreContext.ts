/**
 * What the IPC handlers are given: the services of one core (stores, bus, runners, keys). The ipc layer
 * owns this interface; `core.ts` builds it and plugs the handlers into the router.
 */
import type { ClaimRunner } from '../claims/claimRunner';
import type { EventBus } from '../events/bus';
import type { EvidenceKeyStore } from '../evidence/keys';
import type { KeyStore } from '../llm/keys';
import type { Logger } from '../log';
import type { AnalysisRunner } from '../library/analysisRunner';
import type { StoreManager } from '../store/stores';
import type { PickedFiles } from './pickedFiles';

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
  /** Files the analyst picked (Electron only): the only paths `reports.import` may read. */
  pickedFiles?: PickedFiles;
  /** Background claim runs (one per report at a time). */
  claims: ClaimRunner;
  /** Background investigation runs (one per report at a time), resumable. */
  analysis: AnalysisRunner;
  /** API keys: the OS keychain (Electron), memory for the session (web host), the environment (CLI, read-only). */
  keys: KeyStore;
  /** The evidence providers' keys (Tavily, Brave, …), kept like `keys`. */
  evidenceKeys: EvidenceKeyStore;
  /** The environment the model settings' overrides (SIBYL_PROVIDER…) are read from. */
  env: NodeJS.ProcessEnv;
}
