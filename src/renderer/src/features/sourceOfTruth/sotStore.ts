/**
 * The report view's state per report: the latest completed run's export document (with overrides),
 * the analyst's name, the filters, what is being saved or exported, and the last error. Main owns
 * the document; this store holds a projection of it plus UI state.
 */
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { AnalysisRun } from '../../../../shared/domain/pipeline';
import type { SourceOfTruth } from '../../../../shared/domain/sourceOfTruth';
import type { ClaimFilter } from '../../../../shared/report/reportModel';
import type { GapStatus } from '../../../../shared/domain/finding';
import type { BannerError } from '../../ipc/errorText';

export type SotSection = 'claims' | 'checks' | 'gaps' | 'crossmap' | 'overrides';

export interface SotReport {
  status: 'loading' | 'ready' | 'empty' | 'error';
  run: AnalysisRun | null;
  doc: SourceOfTruth | null;
  filter: ClaimFilter;
  gapStatus: GapStatus | 'dismissed' | undefined;
  section: SotSection;
  /** The export being made, e.g. "pdf". */
  exporting: string | null;
  error: BannerError | null;
}

export interface SotState {
  analyst: string | null;
  reports: Record<string, SotReport>;
}

const emptySot = (): SotReport => ({
  status: 'loading',
  run: null,
  doc: null,
  filter: {},
  gapStatus: undefined,
  section: 'claims',
  exporting: null,
  error: null
});

export const sotStore = createStore<SotState>(() => ({ analyst: null, reports: {} }));

const EMPTY = emptySot();
const useSotStore = <T>(selector: (s: SotState) => T): T => useStore(sotStore, selector);
export const useSotReport = (reportId: string): SotReport => useSotStore((s) => s.reports[reportId] ?? EMPTY);
export const useAnalyst = (): string | null => useSotStore((s) => s.analyst);

export function updateSot(reportId: string, fn: (r: SotReport) => SotReport): void {
  sotStore.setState((s) => {
    const prev = s.reports[reportId] ?? emptySot();
    const next = fn(prev);
    return next === prev ? s : { reports: { ...s.reports, [reportId]: next } };
  });
}
