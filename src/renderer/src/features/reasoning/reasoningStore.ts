/**
 * Reasoning panel state per open report: the last completed analysis's Source of Truth (its claims'
 * verdicts, findings and evidence chains, and the paragraphs' wording), the events of the run the
 * workspace follows (the event log), and paragraph wording looked up in the registry for claims the
 * document does not cover. Projections of main-owned data plus the log filter.
 */
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { PipelineEvent } from '../../../../shared/domain/events';
import type { ReportId } from '../../../../shared/domain/report';
import type { SourceOfTruth } from '../../../../shared/domain/sourceOfTruth';
import type { BannerError } from '../../ipc/errorText';
import { NO_LOG_FILTER, type LogFilter } from './eventLog';
import type { ParagraphText } from './reasoningLogic';

export interface ReportReasoning {
  docStatus: 'loading' | 'ready' | 'error';
  /** The latest completed run's document; null when no run has completed. */
  document: SourceOfTruth | null;
  docError: BannerError | null;
  /** The run whose events the log shows, and those events in seq order. */
  runId: string | null;
  events: readonly PipelineEvent[];
  eventsError: BannerError | null;
}

export interface ReasoningState {
  reports: Partial<Record<ReportId, ReportReasoning>>;
  /** Registry wording by paragraph id; null: the registry has no such paragraph. */
  paragraphs: Readonly<Record<string, ParagraphText | null>>;
  filter: LogFilter;
}

export const emptyReasoning = (): ReportReasoning => ({
  docStatus: 'loading',
  document: null,
  docError: null,
  runId: null,
  events: [],
  eventsError: null
});

export const initialReasoningState: ReasoningState = { reports: {}, paragraphs: {}, filter: NO_LOG_FILTER };

export const reasoningStore = createStore<ReasoningState>(() => initialReasoningState);

export const useReasoningStore = <T>(selector: (s: ReasoningState) => T): T => useStore(reasoningStore, selector);
export const useReportReasoning = (reportId: ReportId): ReportReasoning | undefined =>
  useReasoningStore((s) => s.reports[reportId]);
