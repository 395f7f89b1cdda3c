/**
 * The run's step-based progress and ETA above the graph; a one-second clock only while it runs. Its
 * height does not change with the run's status (two lines of text and the bar are always reserved),
 * so the run controls below stay put while a run starts and streams.
 */
import { useEffect, useState } from 'react';
import { ProgressBar } from '../../components/ProgressBar';
import type { DashboardView } from './dashboardFold';
import { durationText, etaText, runProgress } from './progress';

const STATUS_TEXT: Partial<Record<DashboardView['status'], string>> = {
  loading: 'Reading the latest analysis…',
  idle:
    'No analysis yet. Extract the claims, then press Analyze ' +
    'below (Ctrl/Cmd+Enter): each agent shows its work here.',
  starting: 'Starting…',
  cancelling: 'Cancelling…',
  cancelled: 'Cancelled: Resume below continues from the last step',
  failed: 'Failed: the reason is under Investigation below; Resume continues from the last step',
  interrupted: 'Interrupted (resumable)'
};

function useClock(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}

export function ProgressLine({
  view
}: {
  view: Pick<DashboardView, 'progress' | 'cycle' | 'available' | 'status' | 'runId'>;
}) {
  const running = view.status === 'running' || view.status === 'starting';
  const now = useClock(running);
  const p = runProgress(view);
  const steps = `Step ${Math.min(p.total, Math.floor(p.done) + (view.status === 'completed' ? 0 : 1))} of ${p.total}`;
  const cycle = view.cycle ? ` · cycle ${view.cycle}` : '';
  const tail =
    view.status === 'completed'
      ? `done in ${durationText(p.elapsedMs)}`
      : running
        ? etaText(p.etaAt, now)
        : (STATUS_TEXT[view.status] ?? view.status);
  return (
    <div className="dashboard-progress" data-testid="dashboard-progress">
      <div className="dashboard-progress-text" aria-live="polite">
        {view.runId ? (
          <>
            <span>
              {steps}
              {cycle}
            </span>
            <span className="dashboard-progress-eta" data-testid="dashboard-eta">
              {tail}
            </span>
          </>
        ) : (
          <span>{STATUS_TEXT[view.status] ?? ''}</span>
        )}
      </div>
      {/* Without a run the bar's room is kept, so the panel below does not move when a run starts. */}
      {view.runId ? (
        <ProgressBar value={p.fraction} label="Analysis progress" />
      ) : (
        <div className="progress progress-reserved" aria-hidden="true" />
      )}
    </div>
  );
}
