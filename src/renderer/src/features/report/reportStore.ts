/** Structure of the open report as read from `reports.structure`, keyed by report id. */
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { ReportId, ReportStructure } from '../../../../shared/domain/report';
import type { BannerError } from '../../ipc/errorText';

export type StructureEntry =
  { status: 'loading' } | { status: 'ready'; structure: ReportStructure } | { status: 'error'; error: BannerError };

export interface ReportState {
  structures: Partial<Record<ReportId, StructureEntry>>;
}

export const reportStore = createStore<ReportState>(() => ({ structures: {} }));

const useReportStore = <T>(selector: (s: ReportState) => T): T => useStore(reportStore, selector);
export const useStructureEntry = (reportId: ReportId): StructureEntry | undefined =>
  useReportStore((s) => s.structures[reportId]);
