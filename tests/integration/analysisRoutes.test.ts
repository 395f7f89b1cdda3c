/**
 * Analysis through the router, as a window drives it: start in the background, receive the persisted
 * events in `pipeline.events` batches, attach to replay what was missed, read the compiled result,
 * and get clear errors for bad ids and runs that cannot be resumed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../src/main/core';
import { importReport } from '../../src/main/library/importReport';
import type { PipelineEvent } from '../../src/shared/domain/events';
import { fixture, freshDataDir } from '../helpers/tempStores';

describe('analysis routes', () => {
  const { dataDir, cleanup } = freshDataDir();
  let core: Core;
  let reportId: string;
  const batches: PipelineEvent[][] = [];
  const channels = new Set<string>();

  beforeAll(async () => {
    core = createCore({ dataDir, host: 'web', env: {} });
    const stores = await core.ctx.stores.ready();
    reportId = (await importReport(stores, { kind: 'path', path: fixture('sample-report.pdf') })).report.id;
    core.ctx.bus.subscribe((name, payload) => {
      channels.add(name);
      if (name === 'pipeline.events') batches.push((payload as { events: PipelineEvent[] }).events);
    });
  });
  afterAll(async () => {
    await core.close();
    cleanup();
  });

  const ok = async <T>(route: string, input: unknown): Promise<T> => {
    const r = await core.dispatch(route, input);
    if (!r.ok) throw new Error(`${route}: ${r.error.code} ${r.error.message}`);
    return r.data as T;
  };

  it('starts a run, streams batches, replays on attach and serves the compiled result', async () => {
    // A double click: the second start, made while the first is still being set up, starts nothing.
    const [first, second] = await Promise.all([
      core.dispatch('analysis.start', { reportId }),
      core.dispatch('analysis.start', { reportId })
    ]);
    expect(first).toMatchObject({ ok: true, data: { alreadyRunning: false } });
    expect(second).toMatchObject({ ok: false, error: { code: 'RUN_ACTIVE' } });
    const runId = (first as { data: { runId: string } }).data.runId;
    expect((await ok<{ alreadyRunning: boolean; runId: string }>('analysis.start', { reportId })).alreadyRunning).toBe(
      true
    );
    await core.ctx.analysis.settled(runId);
    const live = batches.flat();
    expect(batches.length).toBeLessThan(live.length); // bursts were coalesced
    const all = await ok<{ events: PipelineEvent[]; run: { status: string }; active: boolean }>('analysis.attach', {
      runId
    });
    expect(all.run.status).toBe('completed');
    expect(all.active).toBe(false);
    expect(all.events).toEqual(live);
    const tail = await ok<{ events: PipelineEvent[] }>('analysis.attach', { runId, afterSeq: 4 });
    expect(tail.events).toEqual(live.filter((e) => e.seq > 4));
    const latest = await ok<{ run: { id: string }; compiled: { summary: { claims: number } } }>('analysis.latest', {
      reportId
    });
    expect(latest.run.id).toBe(runId);
    expect(latest.compiled.summary.claims).toBeGreaterThan(0);
    // The dashboard and the analysis view only need the run: the large document stays behind.
    const runOnly = await ok<{ run: { id: string }; compiled: unknown }>('analysis.latest', {
      reportId,
      withCompiled: false
    });
    expect(runOnly.run.id).toBe(runId);
    expect(runOnly.compiled).toBeNull();
    const again = await core.dispatch('analysis.resume', { runId });
    expect(again).toMatchObject({ ok: false, error: { code: 'RUN_NOT_RESUMABLE' } });
  });

  it('sends a claims run on the same channel, persisted and numbered like an analysis', async () => {
    batches.length = 0;
    const { runId } = await ok<{ runId: string }>('claims.extract', { reportId, engine: 'offline' });
    await core.ctx.claims.settled(runId);
    const live = batches.flat().filter((e) => e.runId === runId);
    expect(live.length).toBeGreaterThan(2);
    expect(live.map((e) => e.seq)).toEqual(live.map((_, i) => i));
    expect(live.at(-1)?.type).toBe('run_completed');
    // What windows got is what the log holds: a late window replays the same sequence.
    const stores = await core.ctx.stores.ready();
    expect(await stores.analysis.events(runId)).toEqual(live);
    expect([...channels].filter((c) => c.startsWith('pipeline.'))).toEqual(['pipeline.events']);
  });

  it('refuses to analyse while claims are being extracted from the report, and the reverse', async () => {
    const claims = core.ctx.claims;
    const original = claims.activeFor;
    claims.activeFor = () => 'run_00000000-0000-0000-0000-000000000001';
    try {
      expect(await core.dispatch('analysis.start', { reportId })).toMatchObject({
        ok: false,
        error: { code: 'RUN_ACTIVE' }
      });
    } finally {
      claims.activeFor = original;
    }
    const analysis = core.ctx.analysis;
    const originalA = analysis.activeFor;
    analysis.activeFor = () => 'run_00000000-0000-0000-0000-000000000002';
    try {
      expect(await core.dispatch('claims.extract', { reportId })).toMatchObject({
        ok: false,
        error: { code: 'RUN_ACTIVE' }
      });
    } finally {
      analysis.activeFor = originalA;
    }
  });

  it('rejects malformed input with a clear error', async () => {
    expect(await core.dispatch('analysis.attach', { runId: 'nope' })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT' }
    });
    expect(await core.dispatch('analysis.start', { reportId, maxCycles: 99 })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT' }
    });
    expect(await core.dispatch('analysis.start', { reportId, engine: 'model' })).toMatchObject({
      ok: false,
      error: { code: expect.stringMatching(/^LLM_/) }
    });
    expect(await core.dispatch('analysis.cancel', { runId: 'run_00000000-0000-0000-0000-000000000000' })).toEqual({
      ok: true,
      data: { cancelled: false }
    });
  });
});
