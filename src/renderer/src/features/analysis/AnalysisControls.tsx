/**
 * Running the whole investigation from the open report, a step after extraction: "Analyze" with the
 * engine chosen above it (offline by default; the claims controls keep the model disabled while it
 * cannot run) investigates the claims the report has, or extracts them again first when asked; it is
 * disabled, with the reason, while the report has no claims or they are being extracted. A progress
 * line while it runs (stage, cycle, verdicts so far) with Cancel (the row keeps one layout while a run
 * starts, streams and stops, so Cancel does not move under the pointer), how the latest run ended with
 * Resume when it stopped early, which run's verdicts are shown, and a banner when a request was refused.
 */
import type { Engine } from '../../../../shared/domain/provenance';
import type { ReportId } from '../../../../shared/domain/report';
import { cancelAnalysis, dismissAnalysisError, resumeAnalysis, startAnalysis } from './analysisActions';
import { useId, useState } from 'react';
import { analyzeBlocker, canResume, isAnalysisActive, type AnalysisView } from './analysisEvents';
import { useReportAnalysis } from './analysisStore';
import { stageLabel, verdictTally } from './verdictLabels';
import './analysis.css';

const engineWord = (e: Engine): string => (e === 'model' ? 'model' : 'offline');

export interface AnalysisControlsProps {
  reportId: ReportId;
  engine: Engine;
  /** Claims the report has now (null while unknown). */
  claimCount: number | null;
  /** Claims are being extracted by a claims run (the analysis would race it). */
  extracting: boolean;
}

export function AnalysisControls({ reportId, engine, claimCount, extracting }: AnalysisControlsProps) {
  const entry = useReportAnalysis(reportId);
  const [reextract, setReextract] = useState(false);
  const reasonId = useId();
  if (!entry) return null;
  const { view, error, previous } = entry;
  const active = isAnalysisActive(view);
  const resumable = canResume(view);
  const blocker = analyzeBlocker({ claimCount, extracting, reextract, loading: view.status === 'loading' });
  const kept = view.status !== 'completed' && previous ? previous : null;

  return (
    <div
      className="analysis-controls"
      data-testid="analysis-controls"
      data-status={view.status}
      data-run-id={view.runId ?? ''}
    >
      <div className="analysis-row">
        <span className="analysis-title">Investigation</span>
        <div className="analysis-buttons">
          {resumable && (
            <button
              type="button"
              className="btn"
              onClick={() => void resumeAnalysis(reportId)}
              data-testid="resume-analysis"
            >
              Resume
            </button>
          )}
          {active ? (
            <button
              type="button"
              className="btn analysis-main"
              onClick={() => void cancelAnalysis(reportId)}
              disabled={view.status === 'cancelling' || view.runId === null}
              data-testid="cancel-analysis"
            >
              {view.status === 'cancelling' ? 'Cancelling…' : 'Cancel analysis'}
            </button>
          ) : (
            <button
              type="button"
              className="btn btn-primary analysis-main"
              onClick={() => void startAnalysis(reportId, engine, reextract ? 'extract' : 'reuse')}
              disabled={blocker !== null}
              aria-describedby={blocker ? reasonId : undefined}
              title={
                reextract
                  ? `Extract the claims again, then investigate and judge each one (${engineWord(engine)} engine)`
                  : `Route the ${claimCount ?? 0} claims to the specialists ` +
                    `and judge each one (${engineWord(engine)} engine)`
              }
              data-testid="analyze"
            >
              Analyze
            </button>
          )}
        </div>
      </div>
      {/* Kept while a run streams (disabled), so nothing under the buttons jumps when it starts or ends. */}
      <label className="analysis-option">
        <input
          type="checkbox"
          checked={reextract}
          onChange={(e) => setReextract(e.target.checked)}
          disabled={extracting || active}
          data-testid="analyze-reextract"
        />
        Extract the claims again first ({engineWord(engine)} engine)
      </label>
      {!active && blocker && view.status !== 'loading' && (
        <p id={reasonId} className="muted analysis-blocker" data-testid="analyze-blocked">
          {blocker}
        </p>
      )}
      {active ? <Progress view={view} /> : <Outcome view={view} />}
      {kept && (
        <p className="muted analysis-kept" data-testid="analysis-kept" data-run-id={kept.runId ?? ''}>
          {active ? 'Until this analysis completes, the' : 'The'} verdicts shown are those of the last completed
          analysis ({kept.counts.verdicts} {kept.counts.verdicts === 1 ? 'verdict' : 'verdicts'}).
        </p>
      )}
      {error && (
        <div className="claims-error" role="alert" data-testid="analysis-error" data-error-code={error.code}>
          <div>
            <strong>{error.title}</strong>
            {error.detail && error.detail !== error.title && <span> {error.detail}</span>}
          </div>
          <button
            type="button"
            className="btn btn-ghost btn-small"
            onClick={() => dismissAnalysisError(reportId)}
            aria-label="Dismiss"
          >
            ×
          </button>
        </div>
      )}
    </div>
  );
}

function Progress({ view }: { view: AnalysisView }) {
  const { counts } = view;
  const what =
    view.status === 'cancelling'
      ? 'Cancelling the analysis'
      : view.stage
        ? `Analyzing (${engineWord(view.engine)} engine): ` +
          `${view.stage === 'claims' ? (view.note ?? stageLabel(view.stage)) : stageLabel(view.stage)}, ` +
          `cycle ${Math.max(1, view.cycle)}`
        : `Starting the analysis (${engineWord(view.engine)} engine)`;
  // Lines of their own: what runs (one line, the whole of it in the title) and the counts (tabular
  // figures, room for three lines), so the status does not re-flow the panel as verdicts come in.
  return (
    <div
      className="analysis-progress"
      data-testid="analysis-progress"
      data-stage={view.stage ?? ''}
      data-cycle={view.cycle}
    >
      <p role="status" data-testid="analysis-status">
        <span className="analysis-what" title={what}>
          {what}…
        </span>{' '}
        <span className="analysis-counts">
          {counts.claims} {counts.claims === 1 ? 'claim' : 'claims'}, {verdictTally(counts.verdicts, counts.byVerdict)}{' '}
          so far.
        </span>
      </p>
      {/* No indeterminate bar here: the dashboard above has the run's step progress, and a bar sliding
          for the whole run kept the compositor drawing every frame on the cores the analysis needs. */}
    </div>
  );
}

function Outcome({ view }: { view: AnalysisView }) {
  const { counts } = view;
  const tally =
    `${counts.claims} ${counts.claims === 1 ? 'claim' : 'claims'}, ` +
    `${verdictTally(counts.verdicts, counts.byVerdict)}`;
  switch (view.status) {
    case 'completed':
      return (
        <p className="muted analysis-outcome" role="status" data-testid="analysis-status">
          Last analysis ({engineWord(view.engine)}, {view.cycle} {view.cycle === 1 ? 'cycle' : 'cycles'}): {tally}.
          {counts.reinvestigations
            ? ` ${counts.reinvestigations} re-investigation ${counts.reinvestigations === 1 ? 'request' : 'requests'}.`
            : ''}
        </p>
      );
    case 'failed':
      return (
        <p className="claims-run-failed analysis-outcome" role="alert" data-testid="analysis-status">
          The analysis failed: {view.error?.message ?? 'unknown error'}. {tally} before it stopped; resume to continue
          from the last step.
        </p>
      );
    case 'cancelled':
      return (
        <p className="muted analysis-outcome" role="status" data-testid="analysis-status">
          Analysis cancelled ({tally}); resume to continue from the last step.
        </p>
      );
    case 'interrupted':
      return (
        <p className="analysis-outcome analysis-interrupted" role="status" data-testid="analysis-status">
          The analysis was interrupted when Sibyl closed ({tally}); resume to continue from the last step.
        </p>
      );
    case 'loading':
      return (
        <p className="muted analysis-outcome" role="status" data-testid="analysis-status">
          Reading the latest analysis…
        </p>
      );
    default:
      return (
        <p className="muted analysis-outcome" data-testid="analysis-status">
          Not analyzed yet. Analyze to get a verdict on each claim.
        </p>
      );
  }
}
