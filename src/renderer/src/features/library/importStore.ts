/**
 * Import state: progress of running jobs (folded from `ingest.progress`), the file currently being
 * sent, and the pending password prompt (which keeps the source so the import can be retried).
 */
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { ImportSource } from '../../../../shared/ipc/routes/reports';
import {
  ingestReducer,
  initialIngestState,
  type IngestAction,
  type IngestJob,
  type IngestState
} from './ingestProgress';

export interface PasswordPrompt {
  source: ImportSource;
  fileName: string;
  /** True after a wrong password, so the dialog can say so. */
  incorrect: boolean;
}

export interface ImportState {
  ingest: IngestState;
  /** File name of the import request in flight, if any. */
  sending: string | null;
  password: PasswordPrompt | null;
}

export const importStore = createStore<ImportState>(() => ({
  ingest: initialIngestState,
  sending: null,
  password: null
}));

const useImportStore = <T>(selector: (s: ImportState) => T): T => useStore(importStore, selector);

const selectJobs = (s: ImportState): IngestJob[] => s.ingest.jobs;
export const useIngestJobs = (): IngestJob[] => useImportStore(selectJobs);
export const useSending = (): string | null => useImportStore((s) => s.sending);
export const usePasswordPrompt = (): PasswordPrompt | null => useImportStore((s) => s.password);

export function dispatchIngest(action: IngestAction): void {
  importStore.setState((s) => {
    const ingest = ingestReducer(s.ingest, action);
    return ingest === s.ingest ? s : { ingest };
  });
}
