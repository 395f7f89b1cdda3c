import { describe, expect, it } from 'vitest';
import type { ClaimRunInfo } from '../../../../../shared/ipc/routes/claims';
import {
  IDLE_RUN,
  applyPipelineEvent,
  applyRunEvent,
  emptyReportClaims,
  isRunActive,
  reconcileRun,
  runFromRecord,
  runStarted,
  startRun,
  type ReportClaims,
  type ReportsMap,
  type RunView
} from '../runEvents';
import { OTHER_REPORT, REPORT, RUN, claim, event } from './fixtures';

const ready = (over: Partial<ReportClaims> = {}): ReportClaims => ({
  ...emptyReportClaims(),
  status: 'ready',
  ...over
});
const running: RunView = { ...IDLE_RUN, status: 'running', runId: RUN };

const record = (over: Partial<ClaimRunInfo> = {}): ClaimRunInfo => ({
  id: RUN,
  reportId: REPORT,
  engine: 'offline',
  status: 'completed',
  startedAt: '2025-01-01T00:00:00Z',
  finishedAt: '2025-01-01T00:00:05Z',
  stats: { claims: 3, anchored: 2, anchorRate: 2 / 3 },
  error: null,
  ...over
});

describe('claims arriving live', () => {
  it('merges claim_extracted into its report, in reading order, without duplicates', () => {
    let reports: ReportsMap = { [REPORT]: ready({ run: running }) };
    reports = applyPipelineEvent(reports, event('claim_extracted', { claim: claim('b', { page: 4 }) }));
    reports = applyPipelineEvent(reports, event('claim_extracted', { claim: claim('a', { page: 2 }) }));
    const again = applyPipelineEvent(reports, event('claim_extracted', { claim: claim('a', { page: 2 }) }));
    expect(reports[REPORT]?.claims.map((c) => c.id)).toEqual(['a', 'b']);
    expect(again[REPORT]?.claims).toHaveLength(2);
  });

  it('ignores claims of reports that are not open (same map back)', () => {
    const reports: ReportsMap = { [REPORT]: ready() };
    expect(
      applyPipelineEvent(reports, event('claim_extracted', { claim: claim('z', { reportId: OTHER_REPORT }) }))
    ).toBe(reports);
  });

  it('marks a starting run as running when its first claim arrives', () => {
    const reports: ReportsMap = { [REPORT]: ready({ run: { ...running, status: 'starting' } }) };
    expect(applyPipelineEvent(reports, event('claim_extracted', { claim: claim('a') }))[REPORT]?.run.status).toBe(
      'running'
    );
  });
});

describe('run events', () => {
  it('apply to the report whose run id matches', () => {
    const reports: ReportsMap = { [REPORT]: ready({ run: running }), [OTHER_REPORT]: ready() };
    const done = applyPipelineEvent(reports, event('run_completed', { summary: { claims: 2, anchorRate: 0.5 } }));
    expect(done[REPORT]?.run).toMatchObject({ status: 'completed', summary: { claims: 2, anchorRate: 0.5 } });
    expect(done[OTHER_REPORT]).toBe(reports[OTHER_REPORT]);
  });

  it('leave other runs alone', () => {
    const reports: ReportsMap = { [REPORT]: ready({ run: running }) };
    expect(applyPipelineEvent(reports, event('run_completed', { runId: 'run_other', summary: {} }))).toBe(reports);
  });

  it('end a cancelling run as cancelled, whichever event ends it', () => {
    const cancelling: RunView = { ...running, status: 'cancelling' };
    expect(applyRunEvent(cancelling, event('run_completed', { summary: {} })).status).toBe('cancelled');
    expect(
      applyRunEvent(cancelling, event('run_failed', { error: { code: 'INTERNAL', message: 'aborted' } })).status
    ).toBe('cancelled');
  });

  it('keep the failure message', () => {
    const failed = applyRunEvent(running, event('run_failed', { error: { code: 'INTERNAL', message: 'disk full' } }));
    expect(failed).toMatchObject({ status: 'failed', error: { message: 'disk full' } });
    expect(isRunActive(failed)).toBe(false);
  });

  it('note the engine warnings while running', () => {
    expect(
      applyRunEvent(running, event('agent_status', { agent: 'claims', status: 'working', message: 'page 3 skipped' }))
        .note
    ).toBe('page 3 skipped');
  });
});

describe('run records and reconciliation', () => {
  it('reads the latest run record', () => {
    expect(runFromRecord(null)).toBe(IDLE_RUN);
    expect(runFromRecord(record())).toMatchObject({ status: 'completed', runId: RUN, summary: { claims: 3 } });
    expect(runFromRecord(record({ status: 'failed', error: 'interrupted' })).error?.code).toBe('INTERRUPTED');
    expect(runFromRecord(record({ status: 'running' })).summary).toBeNull();
  });

  it('follows a run still going when the view opens', () => {
    expect(reconcileRun(IDLE_RUN, record({ status: 'running' }))).toMatchObject({ status: 'running', runId: RUN });
  });

  it('keeps a run being started or cancelled here over an older or unfinished record', () => {
    const starting: RunView = { ...IDLE_RUN, status: 'starting' };
    expect(reconcileRun(starting, record())).toBe(starting);
    const cancelling: RunView = { ...running, status: 'cancelling' };
    expect(reconcileRun(cancelling, record({ status: 'running' }))).toBe(cancelling);
    expect(reconcileRun(running, record({ id: 'run_older' }))).toBe(running);
  });

  it('takes the record once the run has ended (it says cancelled or completed)', () => {
    const ended: RunView = { ...running, status: 'completed' };
    expect(reconcileRun(ended, record({ status: 'cancelled' })).status).toBe('cancelled');
  });
});

describe('starting a run', () => {
  it('drops the claims of that engine only, then takes the run id', () => {
    const model = claim('m', { provenance: { engine: 'model', sources: [] } });
    const entry = ready({ claims: [claim('o'), model], startError: { code: 'X', title: 'x', detail: '' } });
    const started = startRun(entry, 'offline');
    expect(started.claims.map((c) => c.id)).toEqual(['m']);
    expect(started.startError).toBeNull();
    expect(started.run.status).toBe('starting');
    expect(runStarted(started, RUN).run).toMatchObject({ status: 'running', runId: RUN });
  });
});
