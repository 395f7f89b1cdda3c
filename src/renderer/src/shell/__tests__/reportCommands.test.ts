/** What the report commands (menu and shortcuts) do with the run state: start, cancel, or say why not. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { claim, REPORT } from '../../features/claims/__tests__/fixtures';

const request = vi.fn();
vi.mock('../../ipc/client', () => ({ request: (...args: unknown[]) => request(...args), on: () => () => undefined }));

const { analyzeCommand, cancelCommand, extractCommand } = await import('../useReportCommands');
const { analysisStore, initialAnalysisState } = await import('../../features/analysis/analysisStore');
const { emptyAnalysis, followRun } = await import('../../features/analysis/analysisEvents');
const { claimsStore, initialClaimsState } = await import('../../features/claims/claimsStore');
const { emptyReportClaims } = await import('../../features/claims/runEvents');
const { uiStore } = await import('../../stores/uiStore');

const said = () => uiStore.getState().announcement?.text ?? null;
const routes = () => request.mock.calls.map(([route]) => route as string);

function given(p: { claims: number; analysis?: 'idle' | 'running'; extracting?: boolean }): void {
  const claims = Array.from({ length: p.claims }, (_, i) => claim(`c${i}`));
  const base = { ...emptyReportClaims(), status: 'ready' as const, claims };
  const run = p.extracting ? { ...base.run, runId: 'run_x', status: 'running' as const } : base.run;
  claimsStore.setState({ ...initialClaimsState, reports: { [REPORT]: { ...base, run } } });
  const view = p.analysis === 'running' ? followRun('run_a', 'offline', 'running') : emptyAnalysis('idle');
  analysisStore.setState({ ...initialAnalysisState, reports: { [REPORT]: { view, error: null, previous: null } } });
}

beforeEach(() => {
  request.mockReset();
  request.mockResolvedValue({ runId: 'run_new', alreadyRunning: false, cancelled: true });
  uiStore.setState({ announcement: null });
});

describe('report commands', () => {
  it('Analyze with no claims says to extract them first and starts nothing', () => {
    given({ claims: 0 });
    analyzeCommand(REPORT);
    expect(said()).toMatch(/^Extract claims first/);
    expect(routes()).toEqual([]);
  });

  it('Analyze with claims starts an analysis of the stored claims', () => {
    given({ claims: 3 });
    analyzeCommand(REPORT);
    expect(said()).toBeNull();
    expect(request).toHaveBeenCalledWith('analysis.start', { reportId: REPORT, engine: 'offline', claims: 'reuse' });
  });

  it('Extract is refused while an analysis runs, and starts otherwise', () => {
    given({ claims: 3, analysis: 'running' });
    extractCommand(REPORT);
    expect(said()).toMatch(/analysis is running/);
    expect(routes()).toEqual([]);
    given({ claims: 0 });
    extractCommand(REPORT);
    expect(routes()).toEqual(['claims.extract']);
  });

  it('Cancel stops the running analysis first, else the extraction, else says nothing runs', () => {
    given({ claims: 3, analysis: 'running', extracting: true });
    cancelCommand(REPORT);
    expect(request).toHaveBeenCalledWith('analysis.cancel', { runId: 'run_a' });
    request.mockClear();
    given({ claims: 3, extracting: true });
    cancelCommand(REPORT);
    expect(request).toHaveBeenCalledWith('claims.cancel', { runId: 'run_x' });
    given({ claims: 3 });
    cancelCommand(REPORT);
    expect(said()).toBe('Nothing is running.');
  });
});
