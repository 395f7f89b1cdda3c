import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Claim } from '../../../../../shared/domain/claim';
import type { PipelineEvent } from '../../../../../shared/domain/events';
import { navigationStore } from '../../../stores/navigationStore';
import { viewerStore } from '../../../stores/viewerStore';
import { RUN, REPORT, claim, event } from './fixtures';

const request = vi.fn();
vi.mock('../../../ipc/client', () => ({
  request: (...args: unknown[]) => request(...args),
  on: () => () => undefined
}));

const actions = await import('../claimsActions');
const { claimsStore, initialClaimsState, selectVisibleClaims } = await import('../claimsStore');

/** Answers requests per route; a route given an Error-like object rejects with it. */
function answer(routes: Record<string, unknown | ((input: unknown) => unknown)>): void {
  request.mockImplementation(async (route: string, input: unknown) => {
    const r = routes[route];
    const value = typeof r === 'function' ? (r as (i: unknown) => unknown)(input) : r;
    if (value instanceof Error) throw value;
    return value;
  });
}

const ipcError = (code: string, message: string): Error => Object.assign(new Error(message), { code });
const entry = () => claimsStore.getState().reports[REPORT];
const flush = () => new Promise((r) => setTimeout(r, 0));
/** One event, as the channel delivers it: a batch of its run. */
const one = (e: PipelineEvent): void => actions.handleEventBatch({ runId: e.runId, events: [e] });

beforeEach(() => {
  request.mockReset();
  claimsStore.setState(initialClaimsState, true);
  navigationStore.setState({ pageRequest: null });
});

describe('extraction', () => {
  it('shows claims as they arrive and reloads the final list when the run completes', async () => {
    const finalList: Claim[] = [claim('b', { page: 3 }), claim('a', { page: 1 })];
    let listed: Claim[] = [];
    answer({
      'claims.list': () => ({ claims: listed, run: null }),
      'claims.extract': { runId: RUN, alreadyRunning: false }
    });
    await actions.loadClaims(REPORT);
    expect(entry()?.status).toBe('ready');

    await actions.extractClaims(REPORT);
    expect(request).toHaveBeenCalledWith('claims.extract', { reportId: REPORT, engine: 'offline' });
    expect(entry()?.run).toMatchObject({ status: 'running', runId: RUN });

    one(event('claim_extracted', { claim: claim('b', { page: 3 }) }));
    one(event('claim_extracted', { claim: claim('a', { page: 1 }) }));
    one(event('claim_extracted', { claim: claim('a', { page: 1 }) }));
    expect(entry()?.claims.map((c) => c.id)).toEqual(['a', 'b']);

    listed = finalList;
    one(event('run_completed', { summary: { claims: 2, anchored: 2, anchorRate: 1 } }));
    expect(entry()?.run.status).toBe('completed');
    await flush();
    expect(request).toHaveBeenLastCalledWith('claims.list', { reportId: REPORT });
    expect(entry()?.claims.map((c) => c.id)).toEqual(['a', 'b']);
  });

  it("shows an analysis run's claims from the same channel, no bridge, and reloads when its claims step ends", async () => {
    const ANALYSIS_RUN = 'run_00000000-0000-0000-0000-0000000000aa';
    answer({ 'claims.list': { claims: [], run: null } });
    await actions.loadClaims(REPORT);
    request.mockClear();
    // One batch of an analysis run (not an extraction this panel started).
    actions.handleEventBatch({
      runId: ANALYSIS_RUN,
      events: [
        event('stage_changed', { runId: ANALYSIS_RUN, stage: 'claims', cycle: 1 }),
        event('claim_extracted', { runId: ANALYSIS_RUN, claim: claim('x', { page: 2 }) })
      ]
    });
    expect(entry()?.claims.map((c) => c.id)).toEqual(['x']);
    expect(entry()?.run.status).toBe('idle');
    expect(request).not.toHaveBeenCalled();
    actions.handleEventBatch({
      runId: ANALYSIS_RUN,
      events: [event('stage_changed', { runId: ANALYSIS_RUN, stage: 'orchestrate', cycle: 1 })]
    });
    await flush();
    expect(request).toHaveBeenCalledWith('claims.list', { reportId: REPORT });
  });

  it('applies a run end that arrived before the run id', async () => {
    let resolveExtract: (v: unknown) => void = () => undefined;
    answer({
      'claims.list': { claims: [], run: null },
      'claims.extract': () => new Promise((r) => (resolveExtract = r))
    });
    await actions.loadClaims(REPORT);
    const started = actions.extractClaims(REPORT);
    one(event('run_failed', { error: { code: 'INTERNAL', message: 'broke' } }));
    expect(entry()?.run.status).toBe('starting');
    resolveExtract({ runId: RUN, alreadyRunning: false });
    await started;
    expect(entry()?.run).toMatchObject({ status: 'failed', error: { message: 'broke' } });
  });

  it('says clearly when the model engine is not configured and disables it', async () => {
    answer({
      'claims.list': { claims: [], run: null },
      'claims.extract': ipcError('LLM_NOT_CONFIGURED', 'No model is set up.')
    });
    await actions.loadClaims(REPORT);
    actions.setEngine('model');
    await actions.extractClaims(REPORT);
    expect(entry()?.startError).toMatchObject({
      code: 'LLM_NOT_CONFIGURED',
      title: 'The model engine is not configured'
    });
    expect(entry()?.startError?.detail).toContain('offline engine');
    expect(entry()?.run.status).toBe('idle');
    expect(claimsStore.getState()).toMatchObject({ model: { availability: 'not_configured' }, engine: 'offline' });
  });

  it('asks main whether the model engine can run when a report opens', async () => {
    const settings = (ready: boolean, problem: string | null) => ({
      engine: { ready, problem },
      endpoint: { host: 'api.example.com', local: false }
    });
    answer({
      'claims.list': { claims: [], run: null },
      'model.settings.get': settings(false, 'The model engine is off.')
    });
    actions.setEngine('model');
    actions.openClaimsView(REPORT);
    await flush();
    expect(request).toHaveBeenCalledWith('model.settings.get', {});
    expect(claimsStore.getState().model).toEqual({
      availability: 'not_configured',
      problem: 'The model engine is off.',
      endpoint: { host: 'api.example.com', local: false }
    });
    expect(claimsStore.getState().engine).toBe('offline');

    answer({ 'claims.list': { claims: [], run: null }, 'model.settings.get': settings(true, null) });
    await actions.refreshModelInfo();
    expect(claimsStore.getState().model).toMatchObject({ availability: 'ready', problem: null });
    actions.setEngine('model');
    await actions.refreshModelInfo();
    expect(claimsStore.getState().engine).toBe('model');

    answer({ 'model.settings.get': ipcError('STORE_NOT_READY', 'starting') });
    await actions.refreshModelInfo();
    expect(claimsStore.getState().model.availability).toBe('unknown');
  });

  it('cancels the running run by its id', async () => {
    answer({
      'claims.list': { claims: [], run: null },
      'claims.extract': { runId: RUN, alreadyRunning: false },
      'claims.cancel': { cancelled: true }
    });
    await actions.loadClaims(REPORT);
    await actions.extractClaims(REPORT);
    const cancelling = actions.cancelExtraction(REPORT);
    expect(entry()?.run.status).toBe('cancelling');
    await cancelling;
    expect(request).toHaveBeenCalledWith('claims.cancel', { runId: RUN });
    one(event('run_completed', { summary: { claims: 0 } }));
    expect(entry()?.run.status).toBe('cancelled');
  });

  it('does not start a second run while one is running', async () => {
    answer({ 'claims.list': { claims: [], run: null }, 'claims.extract': { runId: RUN, alreadyRunning: false } });
    await actions.loadClaims(REPORT);
    await actions.extractClaims(REPORT);
    await actions.extractClaims(REPORT);
    expect(request.mock.calls.filter(([route]) => route === 'claims.extract')).toHaveLength(1);
  });
});

describe('selection and navigation', () => {
  const list = [
    claim('p1', { page: 1 }),
    claim('p4', { page: 4, type: 'environmental' }),
    claim('p6', { page: 6, anchored: false })
  ];

  beforeEach(async () => {
    answer({ 'claims.list': { claims: list, run: null } });
    await actions.loadClaims(REPORT);
    viewerStore.setState({ currentPage: 1 });
  });

  it('goes to a claim: selects it, asks the viewer for its page and pulses', () => {
    actions.goToClaim(list[1] as Claim);
    expect(claimsStore.getState()).toMatchObject({ activeId: 'p4', pulse: { claimId: 'p4' } });
    expect(navigationStore.getState().pageRequest?.pageNumber).toBe(4);
  });

  it('goes to the page an unlocated claim was read from', () => {
    actions.goToClaim(list[2] as Claim);
    expect(navigationStore.getState().pageRequest?.pageNumber).toBe(6);
  });

  it('steps through the visible claims only', () => {
    actions.stepActiveClaim(REPORT, 1);
    expect(claimsStore.getState().activeId).toBe('p1');
    actions.setFilters({ type: 'quantitative' });
    expect(selectVisibleClaims(claimsStore.getState(), REPORT).map((c) => c.id)).toEqual(['p1', 'p6']);
    actions.stepActiveClaim(REPORT, 1);
    expect(claimsStore.getState().activeId).toBe('p6');
  });

  it('Enter on the active claim brings it into view again; a highlight click selects without moving the viewer', () => {
    actions.selectFromHighlight('p4');
    expect(claimsStore.getState().activeId).toBe('p4');
    expect(navigationStore.getState().pageRequest).toBeNull();
    actions.showActiveClaim(REPORT);
    expect(navigationStore.getState().pageRequest?.pageNumber).toBe(4);
  });

  it('filters by the verdicts handed in, for the list and the highlights alike', () => {
    actions.setClaimVerdicts(REPORT, { p1: 'contradicted', p4: 'verified' });
    actions.setFilters({ verdict: 'contradicted' });
    expect(selectVisibleClaims(claimsStore.getState(), REPORT).map((c) => c.id)).toEqual(['p1']);
    actions.setFilters({ verdict: 'all' });
  });
});
