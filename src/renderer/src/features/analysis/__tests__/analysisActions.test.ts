import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RECORDED, REPORT, RUN, numbered, runRecord, verdict } from './fixtures';

const request = vi.fn();
vi.mock('../../../ipc/client', () => ({
  request: (...args: unknown[]) => request(...args),
  on: () => () => undefined
}));

const actions = await import('../analysisActions');
const { analysisStore, initialAnalysisState, selectVerdict } = await import('../analysisStore');

type Handler = unknown | ((input: never) => unknown);

/** Answers requests per route; a route given an Error (or returning one) rejects with it. */
function answer(routes: Record<string, Handler>): void {
  request.mockImplementation(async (route: string, input: unknown) => {
    const r = routes[route];
    const value = typeof r === 'function' ? await (r as (i: unknown) => unknown)(input) : r;
    if (value instanceof Error) throw value;
    return value;
  });
}

const ipcError = (code: string, message: string): Error => Object.assign(new Error(message), { code });
const entry = () => analysisStore.getState().reports[REPORT];
const view = () => entry()!.view;
const calls = (route: string) =>
  request.mock.calls.filter(([r]) => r === route).map(([, input]) => input as Record<string, unknown>);

beforeEach(() => {
  request.mockReset();
  analysisStore.setState(initialAnalysisState, true);
});

describe('opening a report', () => {
  it('has nothing to replay when the report was never analyzed', async () => {
    answer({ 'analysis.latest': { run: null, compiled: null, active: false } });
    await actions.openAnalysisView(REPORT);
    expect(view()).toMatchObject({ status: 'idle', runId: null });
    expect(calls('analysis.attach')).toHaveLength(0);
  });

  it('replays the latest run through attach and shows its verdicts', async () => {
    answer({
      'analysis.latest': { run: runRecord(), compiled: null, active: false },
      'analysis.attach': { run: runRecord(), events: RECORDED, active: false }
    });
    await actions.openAnalysisView(REPORT);
    expect(calls('analysis.attach')).toEqual([{ runId: RUN, afterSeq: -1 }]);
    expect(view()).toMatchObject({ status: 'completed', runId: RUN, cycle: 2, lastSeq: RECORDED.length - 1 });
    expect(selectVerdict(analysisStore.getState(), REPORT, 'c1')).toMatchObject({ verdict: 'unverified', cycle: 2 });
  });

  it('marks a run that stopped with the app as interrupted, and resumes it from the last seq', async () => {
    const partial = RECORDED.slice(0, 6);
    const record = runRecord({ status: 'interrupted', cycle: 1, lastSeq: 5 });
    answer({
      'analysis.latest': { run: record, compiled: null, active: false },
      'analysis.attach': (input: { afterSeq: number }) => ({
        run: input.afterSeq < 0 ? record : runRecord({ status: 'running' }),
        events: input.afterSeq < 0 ? partial : [],
        active: input.afterSeq >= 0
      }),
      'analysis.resume': { runId: RUN, alreadyRunning: false }
    });
    await actions.openAnalysisView(REPORT);
    expect(view().status).toBe('interrupted');
    await actions.resumeAnalysis(REPORT);
    expect(request).toHaveBeenCalledWith('analysis.resume', { runId: RUN });
    expect(calls('analysis.attach').at(-1)).toEqual({ runId: RUN, afterSeq: 5 });
    expect(view().status).toBe('running');
    actions.handleEventBatch({ runId: RUN, events: RECORDED.slice(6) });
    expect(view()).toMatchObject({ status: 'completed', counts: { verdicts: 2 } });
  });

  it('says why the latest run could not be read', async () => {
    answer({ 'analysis.latest': ipcError('STORE_NOT_READY', 'The store is starting.') });
    await actions.openAnalysisView(REPORT);
    expect(entry()?.error).toMatchObject({ code: 'STORE_NOT_READY', title: 'The local store is still starting' });
    expect(view().status).toBe('idle');
  });
});

describe('starting a run', () => {
  it('follows the new run: replay first, then live batches without duplicates', async () => {
    let resolveAttach: (v: unknown) => void = () => undefined;
    answer({
      'analysis.start': { runId: RUN, alreadyRunning: false },
      'analysis.attach': () => new Promise((r) => (resolveAttach = r))
    });
    const started = actions.startAnalysis(REPORT);
    expect(view().status).toBe('starting');
    await vi.waitFor(() => expect(calls('analysis.attach')).toHaveLength(1));
    // A live batch arrives while the replay is on its way: it waits, then folds after it.
    actions.handleEventBatch({ runId: RUN, events: RECORDED.slice(3, 8) });
    expect(view().lastSeq).toBe(-1);
    resolveAttach({ run: runRecord({ status: 'running' }), events: RECORDED.slice(0, 5), active: true });
    await started;
    expect(request).toHaveBeenCalledWith('analysis.start', { reportId: REPORT, engine: 'offline', claims: 'reuse' });
    expect(view()).toMatchObject({ status: 'running', stage: 'judge', lastSeq: 7 });
    actions.handleEventBatch({ runId: RUN, events: RECORDED.slice(6) });
    expect(view()).toMatchObject({ status: 'completed', counts: { claims: 2, verdicts: 2 } });
  });

  it('keeps the previous verdicts in force until the new run completes, and does not start twice', async () => {
    const NEXT = 'run_00000000-0000-0000-0000-00000000000a';
    answer({
      'analysis.latest': { run: runRecord(), compiled: null, active: false },
      'analysis.attach': { run: runRecord(), events: RECORDED, active: false }
    });
    await actions.openAnalysisView(REPORT);
    answer({
      'analysis.start': { runId: NEXT, alreadyRunning: false },
      'analysis.attach': { run: runRecord({ id: NEXT, status: 'running' }), events: [], active: true },
      'analysis.cancel': { cancelled: true }
    });
    await actions.startAnalysis(REPORT, 'offline', 'extract');
    expect(calls('analysis.start')).toEqual([{ reportId: REPORT, engine: 'offline', claims: 'extract' }]);
    expect(view()).toMatchObject({ status: 'running', runId: NEXT, counts: { verdicts: 0 } });
    expect(entry()?.previous?.runId).toBe(RUN);
    expect(selectVerdict(analysisStore.getState(), REPORT, 'c1')).toMatchObject({ runId: RUN, cycle: 2 });
    await actions.startAnalysis(REPORT, 'offline');
    expect(calls('analysis.start')).toHaveLength(1);
    // The new run's first verdict does not replace the old one while it runs; cancelling keeps the old ones.
    actions.handleEventBatch({
      runId: NEXT,
      events: numbered([{ type: 'verdict_issued', verdict: verdict('c1', 1, 'contradicted', NEXT) }]).map((e) => ({
        ...e,
        runId: NEXT
      }))
    });
    expect(selectVerdict(analysisStore.getState(), REPORT, 'c1')?.runId).toBe(RUN);
    await actions.cancelAnalysis(REPORT);
    actions.handleEventBatch({
      runId: NEXT,
      events: numbered([{ type: 'run_failed', error: { code: 'CANCELLED', message: 'cancelled' } }], 1).map((e) => ({
        ...e,
        runId: NEXT
      }))
    });
    expect(view().status).toBe('cancelled');
    expect(selectVerdict(analysisStore.getState(), REPORT, 'c1')?.runId).toBe(RUN);
  });

  it('after a reload on a cancelled run, reads the last completed analysis so its verdicts stay in force', async () => {
    const record = runRecord({ status: 'cancelled', cycle: 1, lastSeq: 2 });
    const document = {
      run: { id: 'run_00000000-0000-0000-0000-0000000000bb', config: { engine: 'offline' }, cycles: 1 },
      summary: { reinvestigations: 0 },
      pillars: [
        {
          pillar: 'unmapped',
          claims: [
            {
              claim: { id: 'c1' },
              verdict: verdict('c1', 1, 'verified', 'run_00000000-0000-0000-0000-0000000000bb'),
              findings: [],
              chain: []
            }
          ]
        }
      ]
    };
    answer({
      'analysis.latest': { run: record, compiled: null, active: false },
      'analysis.attach': { run: record, events: RECORDED.slice(0, 3), active: false },
      'sot.get': { run: null, document, analyst: null }
    });
    await actions.openAnalysisView(REPORT);
    await vi.waitFor(() => expect(entry()?.previous).not.toBeNull());
    expect(view().status).toBe('cancelled');
    expect(selectVerdict(analysisStore.getState(), REPORT, 'c1')).toMatchObject({ verdict: 'verified' });
  });

  it('keeps the previous run and shows a banner when the model engine is not configured', async () => {
    answer({
      'analysis.latest': { run: runRecord(), compiled: null, active: false },
      'analysis.attach': { run: runRecord(), events: RECORDED, active: false }
    });
    await actions.openAnalysisView(REPORT);
    answer({ 'analysis.start': ipcError('LLM_NOT_CONFIGURED', 'No model is set up.') });
    await actions.startAnalysis(REPORT, 'model');
    expect(request).toHaveBeenCalledWith('analysis.start', { reportId: REPORT, engine: 'model', claims: 'reuse' });
    expect(entry()?.error).toMatchObject({ code: 'LLM_NOT_CONFIGURED', title: 'The model engine is not configured' });
    expect(entry()?.error?.detail).toContain('offline engine');
    expect(view()).toMatchObject({ status: 'completed', runId: RUN, counts: { verdicts: 2 } });
    actions.dismissAnalysisError(REPORT);
    expect(entry()?.error).toBeNull();
  });

  it('shows a failed run with its message and offers resume', async () => {
    answer({
      'analysis.start': { runId: RUN, alreadyRunning: false },
      'analysis.attach': { run: runRecord({ status: 'running' }), events: [], active: true }
    });
    await actions.startAnalysis(REPORT);
    actions.handleEventBatch({
      runId: RUN,
      events: numbered([
        { type: 'stage_changed', stage: 'claims', cycle: 1 },
        { type: 'run_failed', error: { code: 'INTERNAL', message: 'disk full' } }
      ])
    });
    expect(view()).toMatchObject({ status: 'failed', error: { message: 'disk full' } });
  });
});

describe('cancelling', () => {
  it('cancels the run by id and ends as cancelled', async () => {
    answer({
      'analysis.start': { runId: RUN, alreadyRunning: false },
      'analysis.attach': { run: runRecord({ status: 'running' }), events: RECORDED.slice(0, 3), active: true },
      'analysis.cancel': { cancelled: true }
    });
    await actions.startAnalysis(REPORT);
    const cancelling = actions.cancelAnalysis(REPORT);
    expect(view().status).toBe('cancelling');
    await cancelling;
    expect(request).toHaveBeenCalledWith('analysis.cancel', { runId: RUN });
    actions.handleEventBatch({
      runId: RUN,
      events: numbered([{ type: 'run_failed', error: { code: 'CANCELLED', message: 'cancelled' } }], 3)
    });
    expect(view().status).toBe('cancelled');
  });

  it('goes back to running with a banner when the cancel request fails', async () => {
    answer({
      'analysis.start': { runId: RUN, alreadyRunning: false },
      'analysis.attach': { run: runRecord({ status: 'running' }), events: RECORDED.slice(0, 3), active: true },
      'analysis.cancel': ipcError('INTERNAL', 'boom')
    });
    await actions.startAnalysis(REPORT);
    await actions.cancelAnalysis(REPORT);
    expect(view().status).toBe('running');
    expect(entry()?.error).toMatchObject({ title: 'The analysis could not be cancelled' });
  });
});

it('live batches of runs not followed here change nothing', async () => {
  answer({ 'analysis.latest': { run: null, compiled: null, active: false } });
  await actions.openAnalysisView(REPORT);
  const before = analysisStore.getState();
  actions.handleEventBatch({ runId: RUN, events: numbered([{ type: 'verdict_issued', verdict: verdict('c1', 1) }]) });
  expect(analysisStore.getState()).toBe(before);
});
