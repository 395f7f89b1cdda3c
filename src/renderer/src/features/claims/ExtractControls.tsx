/**
 * Starting and following an extraction: the engine choice (offline by default; the model is
 * disabled, with the reason and a way to Settings, while main says it cannot run), "Extract claims",
 * the running state with a cancel button, and how the last run ended or why it could not start.
 */
import { useId } from 'react';
import type { Engine } from '../../../../shared/domain/provenance';
import type { ReportId } from '../../../../shared/domain/report';
import { ProgressBar } from '../../components/ProgressBar';
import { showSettings } from '../../stores/navigationStore';
import { cancelExtraction, dismissStartError, extractClaims, setEngine } from './claimsActions';
import { formatRate } from './claimsLogic';
import { useEngine, useModelInfo, type ModelInfo } from './claimsStore';
import { isRunActive, type ReportClaims, type RunView } from './runEvents';

const ENGINE_LABELS: Record<Engine, string> = { offline: 'Offline', model: 'Model' };

export function ExtractControls({
  reportId,
  entry,
  blocker = null
}: {
  reportId: ReportId;
  entry: ReportClaims;
  blocker?: string | null;
}) {
  const engine = useEngine();
  const model = useModelInfo();
  const hintId = useId();
  const blockerId = useId();
  const { run, startError } = entry;
  const active = isRunActive(run);
  const modelDisabled = model.availability === 'not_configured';

  return (
    <div className="claims-extract" data-testid="claims-extract" data-run-status={run.status}>
      <div className="claims-extract-row">
        <fieldset className="engine-choice" disabled={active}>
          <legend className="visually-hidden">Extraction engine</legend>
          {(['offline', 'model'] as const).map((id) => (
            <label
              key={id}
              className="engine-option"
              data-disabled={id === 'model' && modelDisabled ? 'true' : undefined}
            >
              <input
                type="radio"
                name={`engine-${reportId}`}
                value={id}
                checked={engine === id}
                onChange={() => setEngine(id)}
                disabled={id === 'model' && modelDisabled}
                aria-describedby={id === 'model' ? hintId : undefined}
                data-testid={`engine-${id}`}
              />
              {ENGINE_LABELS[id]}
            </label>
          ))}
        </fieldset>
        {active ? (
          <button
            type="button"
            className="btn"
            onClick={() => void cancelExtraction(reportId)}
            disabled={run.status !== 'running' || run.runId === null}
            data-testid="cancel-extraction"
          >
            {run.status === 'cancelling' ? 'Cancelling…' : 'Cancel'}
          </button>
        ) : (
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => void extractClaims(reportId, engine)}
            disabled={blocker !== null}
            title={blocker ?? undefined}
            aria-describedby={blocker ? blockerId : undefined}
            data-testid="extract-claims"
          >
            Extract claims
          </button>
        )}
      </div>
      {/* The reason goes with the disabled button (its description and title), not in a line of its own:
          it comes and goes with an analysis, and a line appearing here moved the run controls below. */}
      {!active && blocker && (
        <span id={blockerId} className="visually-hidden" data-testid="extract-blocked">
          {blocker}
        </span>
      )}
      <EngineHint id={hintId} engine={engine} model={model} />
      {active && <RunningState run={run} found={entry.claims.length} />}
      {!active && <FinishedState run={run} />}
      {startError && (
        <div className="claims-error" role="alert" data-testid="claims-error" data-error-code={startError.code}>
          <div>
            <strong>{startError.title}</strong>
            {startError.detail && startError.detail !== startError.title && <span> {startError.detail}</span>}
          </div>
          <button
            type="button"
            className="btn btn-ghost btn-small"
            onClick={() => dismissStartError(reportId)}
            aria-label="Dismiss"
          >
            ×
          </button>
        </div>
      )}
    </div>
  );
}

function EngineHint({ id, engine, model }: { id: string; engine: Engine; model: ModelInfo }) {
  if (model.availability === 'not_configured') {
    return (
      <p id={id} className="engine-hint muted" data-testid="engine-hint" data-model="not_configured">
        {model.problem ?? 'The model engine is not set up.'} Configure the model engine in{' '}
        <button type="button" className="link-button" onClick={showSettings} data-testid="engine-open-settings">
          Settings
        </button>{' '}
        to use it.
      </p>
    );
  }
  const where = model.endpoint
    ? model.endpoint.local
      ? `the local model server at ${model.endpoint.host}`
      : model.endpoint.host
    : 'the configured model provider';
  return (
    <p id={id} className="engine-hint muted" data-testid="engine-hint" data-model={model.availability}>
      {engine === 'model' ? `Sends the report text to ${where}.` : 'Runs on this computer; nothing leaves it.'}
    </p>
  );
}

function RunningState({ run, found }: { run: RunView; found: number }) {
  const what =
    run.status === 'cancelling'
      ? 'Cancelling the extraction'
      : `Extracting claims (${ENGINE_LABELS[run.engine].toLowerCase()} engine)`;
  return (
    <div className="claims-running" data-testid="claims-running">
      <p role="status" data-testid="claims-run-status">
        {what}… {found} {found === 1 ? 'claim' : 'claims'} found so far.
      </p>
      <ProgressBar value={null} label="Claim extraction in progress" />
      {run.note && <p className="muted claims-note">{run.note}</p>}
    </div>
  );
}

function FinishedState({ run }: { run: RunView }) {
  if (run.status === 'failed') {
    return (
      <p className="claims-run-failed" role="alert" data-testid="claims-run-status">
        The extraction failed: {run.error?.message ?? 'unknown error'}
        {run.summary?.claims ? ` ${run.summary.claims} claims found before it stopped are kept.` : ''}
      </p>
    );
  }
  if (run.status === 'cancelled') {
    return (
      <p className="muted" role="status" data-testid="claims-run-status">
        Extraction cancelled; the claims found until then are kept.
      </p>
    );
  }
  if (run.status === 'completed' && run.summary) {
    const s = run.summary;
    const secs = typeof s.ms === 'number' ? ` in ${(s.ms / 1000).toFixed(1)} s` : '';
    return (
      <p className="muted" role="status" data-testid="claims-run-status">
        Last extraction ({ENGINE_LABELS[run.engine].toLowerCase()}): {s.claims ?? 0} claims,{' '}
        {formatRate(s.anchorRate ?? null)} located{secs}.
        {s.warnings ? ` ${s.warnings} ${s.warnings === 1 ? 'warning' : 'warnings'}.` : ''}
      </p>
    );
  }
  return null;
}
