/**
 * Running the whole investigation from the open report: "Analyze" with the engine chosen above it
 * (offline by default; the claims controls keep the model disabled while it cannot run), a progress
 * line while it runs (stage, cycle, verdicts so far) with Cancel, how the latest run ended with
 * Resume when it stopped early, and a banner when a request was refused.
 */
import type { Engine } from '../../../../shared/domain/provenance';
import type { ReportId } from '../../../../shared/domain/report';
import { ProgressBar } from '../../components/ProgressBar';
import { cancelAnalysis, dismissAnalysisError, resumeAnalysis, startAnalysis } from './analysisActions';
import { canResume, isAnalysisActive, type AnalysisView } from './analysisEvents';
import { useReportAnalysis } from './analysisStore';
import { stageLabel, verdictTally } from './verdictLabels';
import './analysis.css';

const engineWord = (e: Engine): string => (e === 'model' ? 'model' : 'offline');

export function AnalysisControls({ reportId, engine }: { reportId: ReportId; engine: Engine }) {
  const entry = useReportAnalysis(reportId);
  if (!entry) return null;
  const { view, error } = entry;
  const active = isAnalysisActive(view);
  const resumable = canResume(view);

  return (
    <div className="analysis-controls" data-testid="analysis-controls" data-status={view.status} data-run-id={view.runId ?? ''}>
      <div className="analysis-row">
        <span className="analysis-title">Investigation</span>
        <div className="analysis-buttons">
          {resumable && (
            <button type="button" className="btn" onClick={() => void resumeAnalysis(reportId)} data-testid="resume-analysis">
              Resume
            </button>
          )}
          {active ? (
            <button
              type="button"
              className="btn"
              onClick={() => void cancelAnalysis(reportId)}
              disabled={view.status === 'cancelling' || view.runId === null}
              data-testid="cancel-analysis"
            >
              {view.status === 'cancelling' ? 'Cancelling…' : 'Cancel analysis'}
            </button>
          ) : (
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => void startAnalysis(reportId, engine)}
              disabled={view.status === 'loading'}
              title={`Extract claims, route them to the specialists and judge each one (${engineWord(engine)} engine)`}
              data-testid="analyze"
            >
              Analyze
            </button>
          )}
        </div>
      </div>
      {active ? <Progress view={view} /> : <Outcome view={view} />}
      {error && (
        <div className="claims-error" role="alert" data-testid="analysis-error" data-error-code={error.code}>
          <div>
            <strong>{error.title}</strong>
            {error.detail && error.detail !== error.title && <span> {error.detail}</span>}
          </div>
          <button type="button" className="btn btn-ghost btn-small" onClick={() => dismissAnalysisError(reportId)} aria-label="Dismiss">
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
        ? `Analyzing (${engineWord(view.engine)} engine): ${stageLabel(view.stage)}, cycle ${Math.max(1, view.cycle)}`
        : `Starting the analysis (${engineWord(view.engine)} engine)`;
  return (
    <div className="analysis-progress" data-testid="analysis-progress" data-stage={view.stage ?? ''} data-cycle={view.cycle}>
      <p role="status" data-testid="analysis-status">
        {what}… {counts.claims} {counts.claims === 1 ? 'claim' : 'claims'}, {verdictTally(counts.verdicts, counts.byVerdict)} so far.
      </p>
      <ProgressBar value={null} label="Analysis in progress" />
    </div>
  );
}

function Outcome({ view }: { view: AnalysisView }) {
  const { counts } = view;
  const tally = `${counts.claims} ${counts.claims === 1 ? 'claim' : 'claims'}, ${verdictTally(counts.verdicts, counts.byVerdict)}`;
  switch (view.status) {
    case 'completed':
      return (
        <p className="muted analysis-outcome" role="status" data-testid="analysis-status">
          Last analysis ({engineWord(view.engine)}, {view.cycle} {view.cycle === 1 ? 'cycle' : 'cycles'}): {tally}.
          {counts.reinvestigations ? ` ${counts.reinvestigations} re-investigation ${counts.reinvestigations === 1 ? 'request' : 'requests'}.` : ''}
        </p>
      );
    case 'failed':
      return (
        <p className="claims-run-failed analysis-outcome" role="alert" data-testid="analysis-status">
          The analysis failed: {view.error?.message ?? 'unknown error'}. {tally} before it stopped; resume to continue from the last step.
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
