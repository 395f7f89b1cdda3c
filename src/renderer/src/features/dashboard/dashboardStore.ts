/**
 * The dashboard's state per open report: the projection of the report's latest analysis run
 * (dashboardFold.ts) and why it could not be read. Batches of events are coalesced: they queue
 * and are folded once per animation frame, so a burst of hundreds of events is one store update
 * and one render. UI state only; main owns the runs and their events.
 */
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { PipelineEvent } from '../../../../shared/domain/events';
import type { ReportId } from '../../../../shared/domain/report';
import { emptyDashboard, foldDashboard, type DashboardView } from './dashboardFold';

export interface DashboardEntry {
  view: DashboardView;
  error: string | null;
}

export interface DashboardState {
  reports: Partial<Record<ReportId, DashboardEntry>>;
}

const dashboardStore = createStore<DashboardState>(() => ({ reports: {} }));

const EMPTY: DashboardEntry = { view: emptyDashboard(null, 'loading'), error: null };

export const useDashboard = (reportId: ReportId): DashboardEntry =>
  useStore(dashboardStore, (s) => s.reports[reportId] ?? EMPTY);

export const viewOf = (reportId: ReportId): DashboardView =>
  dashboardStore.getState().reports[reportId]?.view ?? EMPTY.view;

export function setEntry(reportId: ReportId, fn: (e: DashboardEntry) => DashboardEntry): void {
  dashboardStore.setState((s) => {
    const cur = s.reports[reportId] ?? EMPTY;
    const next = fn(cur);
    return next === cur ? s : { reports: { ...s.reports, [reportId]: next } };
  });
}

const queued = new Map<ReportId, PipelineEvent[]>();
let scheduled = false;

const nextFrame = (fn: () => void): void => {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(fn);
  else setTimeout(fn, 16);
};

/** Folds every queued batch, one store update per report. */
function flushQueued(): void {
  scheduled = false;
  const work = [...queued];
  queued.clear();
  for (const [reportId, events] of work) {
    setEntry(reportId, (e) => {
      const view = foldDashboard(e.view, events);
      return view === e.view ? e : { ...e, view };
    });
  }
}

/** Queues a batch for the report's view; it is folded at the next animation frame. */
export function enqueue(reportId: ReportId, events: readonly PipelineEvent[]): void {
  const list = queued.get(reportId);
  if (list) list.push(...events);
  else queued.set(reportId, [...events]);
  if (!scheduled) {
    scheduled = true;
    nextFrame(flushQueued);
  }
}

/** Drops what is queued for a report (its view starts following another run). */
export const dropQueued = (reportId: ReportId): void => void queued.delete(reportId);
