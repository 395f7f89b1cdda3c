/**
 * Analysis state of the renderer: per open report, the projection of its latest investigation run
 * (see analysisEvents.ts) and why a request about it failed. UI state only; main owns the runs.
 */
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { Verdict } from '../../../../shared/domain/finding';
import type { ReportId } from '../../../../shared/domain/report';
import type { BannerError } from '../../ipc/errorText';
import { inForce, type AnalysisView } from './analysisEvents';

export interface ReportAnalysis {
  view: AnalysisView;
  /** Why the latest run could not be read, or a start / cancel / resume was refused; cleared by the next attempt. */
  error: BannerError | null;
  /**
   * The last completed analysis while a later run has not completed (running, cancelled, failed):
   * its verdicts stay in force until the new run completes (`inForce`, analysisEvents.ts).
   */
  previous: AnalysisView | null;
}

export interface AnalysisState {
  reports: Partial<Record<ReportId, ReportAnalysis>>;
}

export const initialAnalysisState: AnalysisState = { reports: {} };

export const analysisStore = createStore<AnalysisState>(() => initialAnalysisState);

export const useAnalysisStore = <T>(selector: (s: AnalysisState) => T): T => useStore(analysisStore, selector);

export const useReportAnalysis = (reportId: ReportId): ReportAnalysis | undefined =>
  useAnalysisStore((s) => s.reports[reportId]);

/** The verdict in force on one claim: the latest completed run's (or, before any completed, the running one's). */
export const selectVerdict = (s: AnalysisState, reportId: ReportId, claimId: string): Verdict | null => {
  const entry = s.reports[reportId];
  return entry ? (inForce(entry.view, entry.previous).verdicts[claimId] ?? null) : null;
};
export const useVerdict = (reportId: ReportId, claimId: string): Verdict | null =>
  useAnalysisStore((s) => selectVerdict(s, reportId, claimId));
