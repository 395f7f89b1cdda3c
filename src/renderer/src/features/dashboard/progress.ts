/**
 * Step-based progress of a run and its ETA, from the dashboard's projection alone (so a reload shows
 * the same figures). A run takes one step for the claims, three per cycle (routing, the specialists,
 * the Judge; two when no specialist is available) and one to compile; the cycles still to come are
 * not known in advance, so the total counts the cycles begun. A specialists step advances as its
 * agents finish. The ETA extrapolates the time the finished share of steps took; before two steps
 * have finished there is nothing to extrapolate from, and it says so.
 */
import type { DashboardView } from './dashboardFold';

export interface Progress {
  /** Steps finished, with the running step's share (0…total). */
  done: number;
  total: number;
  /** 0…1. */
  fraction: number;
  /** Epoch ms the run should end at; null while estimating (or when not running). */
  etaAt: number | null;
  /** Ms the run took from its first to its latest event. */
  elapsedMs: number;
}

const MIN_STEPS_FOR_ETA = 2;

export function runProgress(view: Pick<DashboardView, 'progress' | 'cycle' | 'available' | 'status'>): Progress {
  const p = view.progress;
  const perCycle = view.available && view.available.size === 0 ? 2 : 3;
  const total = 1 + perCycle * Math.max(1, view.cycle) + 1;
  const ended = view.status === 'completed';
  const stepShare = p.stepStarted > 0 ? Math.min(1, p.stepFinished / p.stepStarted) : 0;
  const finished = Math.max(0, p.steps - 1);
  const done = ended ? total : Math.min(total, finished + stepShare);
  const elapsedMs = p.firstTs !== null && p.lastTs !== null ? p.lastTs - p.firstTs : 0;
  const running = view.status === 'running' || view.status === 'starting';
  const etaAt =
    running && finished >= MIN_STEPS_FOR_ETA && done > 0 && p.lastTs !== null
      ? p.lastTs + (elapsedMs / done) * (total - done)
      : null;
  return { done, total, fraction: total ? done / total : 0, etaAt, elapsedMs };
}

/** "about 40 s left", "about 3 min left", or "estimating…". */
export function etaText(etaAt: number | null, now: number): string {
  if (etaAt === null) return 'estimating…';
  const s = Math.max(0, Math.round((etaAt - now) / 1000));
  if (s < 5) return 'finishing';
  if (s < 90) return `about ${s} s left`;
  return `about ${Math.round(s / 60)} min left`;
}

export function durationText(ms: number): string {
  const s = Math.round(ms / 1000);
  return s < 90 ? `${s} s` : `${Math.floor(s / 60)} min ${s % 60} s`;
}
