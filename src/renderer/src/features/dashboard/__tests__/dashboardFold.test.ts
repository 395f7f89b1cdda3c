/**
 * The dashboard's projection on recorded event logs of offline analyses of tests/fixtures/ghg-planted.pdf
 * (fixtures/*-events.json: the persisted events of a run, bulky fields the projection does not read
 * removed). `planted`: the product's registry (Data/Metrics only). `mixed`: Data/Metrics with the
 * pipeline tests' scripted Legal (asks Data/Metrics a question) and Academic (fails every cycle).
 */
import { describe, expect, it } from 'vitest';
import type { PipelineEvent } from '../../../../../shared/domain/events';
import plantedLog from './fixtures/planted-events.json';
import mixedLog from './fixtures/mixed-events.json';
import { emptyDashboard, foldDashboard, type DashboardView } from '../dashboardFold';
import { etaText, runProgress } from '../progress';

const planted = plantedLog as unknown as PipelineEvent[];
const mixed = mixedLog as unknown as PipelineEvent[];
const foldAll = (log: PipelineEvent[], upTo = log.length): DashboardView =>
  foldDashboard(emptyDashboard(log[0]!.runId), log.slice(0, upTo));
const seqOf = (log: PipelineEvent[], pred: (e: PipelineEvent) => boolean): number => log.findIndex(pred);
const statusOf = (v: DashboardView) => Object.fromEntries(Object.values(v.cards).map((c) => [c.id, c.status]));

describe('dashboard projection', () => {
  it('shows the product run as it happened: Data/Metrics works then is done, the specialists this build lacks are unavailable', () => {
    const working = foldAll(
      planted,
      seqOf(planted, (e) => e.type === 'agent_thinking' && e.agent === 'data_metrics') + 1
    );
    expect(statusOf(working)).toEqual({
      claims: 'done',
      orchestrate: 'done',
      legal: 'unavailable',
      data_metrics: 'working',
      academic: 'unavailable',
      news_media: 'unavailable',
      geography: 'unavailable',
      judge: 'idle',
      compile: 'idle'
    });
    expect(working.cards.data_metrics).toMatchObject({
      claims: 15,
      cycle: 1,
      thinking: expect.stringMatching(/^Read 21 greenhouse-gas figures from 15 statements/)
    });

    const done = foldAll(planted);
    expect(done.status).toBe('completed');
    expect(statusOf(done)).toEqual({ ...statusOf(working), data_metrics: 'done', judge: 'done', compile: 'done' });
    expect(done.cards.claims).toMatchObject({ claims: 15, message: '15 claims, 100% anchored' });
    // The latest routing (cycle 3) sent 9 claims back to Data/Metrics; every claim stays uninvestigated by Legal.
    expect(done.cards.data_metrics).toMatchObject({
      claims: 9,
      cycle: 3,
      findings: 33,
      checks: { total: 45, failed: 19 }
    });
    expect(done.cards.legal).toMatchObject({ claims: 15, message: 'not available in this build' });
    expect(done.cards.judge.claims).toBe(15);
    expect(done.reinvestigations).toEqual([
      { cycle: 1, claims: 9 },
      { cycle: 2, claims: 9 }
    ]);
    expect(done.findings.filter((f) => f.agent === 'data_metrics')).toHaveLength(33);
    expect(done.findings.map((f) => f.direction)).toContain('contradicts');
    expect(Object.keys(done.claimText)).toHaveLength(15);
  });

  it('follows info requests with their answers, and an agent that fails', () => {
    const v = foldAll(mixed);
    expect(v.info).toEqual([
      expect.objectContaining({
        id: 'req_legal_1',
        from: 'legal',
        to: ['data_metrics'],
        cycle: 1,
        question: 'What does data_metrics know about the first claim?',
        answer: expect.objectContaining({
          from: 'data_metrics',
          cycle: 2,
          text: expect.stringMatching(/^6 check\(s\) on the figures/)
        })
      })
    ]);
    const asked = foldAll(mixed, seqOf(mixed, (e) => e.type === 'info_request') + 1);
    expect(asked.info[0]?.answer).toBeNull();
    expect(v.cards.academic).toMatchObject({
      status: 'error',
      cycle: 2,
      message: 'academic could not reach its evidence source'
    });
    expect(v.cards.legal).toMatchObject({ status: 'done', thinking: 'checking claim 7', findings: 29 });
    expect(statusOf(v)).toMatchObject({ news_media: 'unavailable', geography: 'unavailable' });
    expect(v.available).toEqual(new Set(['legal', 'data_metrics', 'academic']));
  });

  it('is the same view folded live in batches of any size, replayed over what it holds, or folded at once', () => {
    for (const log of [planted, mixed]) {
      const once = foldAll(log);
      for (const size of [1, 7, 64]) {
        let live = emptyDashboard(log[0]!.runId);
        for (let i = 0; i < log.length; i += size) live = foldDashboard(live, log.slice(i, i + size));
        expect(live).toEqual(once);
      }
      // A reload mid-run replays from the start; an overlapping replay changes nothing.
      const half = foldAll(log, Math.floor(log.length / 2));
      expect(foldDashboard(half, log)).toEqual(once);
      expect(foldDashboard(once, log)).toBe(once);
      expect(foldDashboard(emptyDashboard('run_other'), log)).toEqual(emptyDashboard('run_other'));
    }
  });

  it('replaces a finding announced again under its id, in its place, in the same batch or a later one', () => {
    const first = planted.find((e) => e.type === 'evidence_found')!;
    if (first.type !== 'evidence_found') throw new Error('no finding in the log');
    const last = planted.at(-1)!.seq;
    const again = (seq: number, summary: string): PipelineEvent => ({
      ...first,
      seq,
      finding: { ...first.finding, summary, supportsClaim: false }
    });
    const done = foldAll(planted);
    const at = done.findings.findIndex((f) => f.id === first.finding.id);
    for (const batches of [
      [[again(last + 1, 'revised'), again(last + 2, 'revised twice')]],
      [[again(last + 1, 'revised')], [again(last + 2, 'revised twice')]]
    ]) {
      const v = batches.reduce((view, b) => foldDashboard(view, b), done);
      expect(v.findings).toHaveLength(done.findings.length);
      expect(v.findings[at]).toMatchObject({
        id: first.finding.id,
        summary: 'revised twice',
        direction: 'contradicts'
      });
      expect(v.cards[first.finding.agent].findings).toBe(done.cards[first.finding.agent].findings);
    }
  });

  it('keeps the cards an event did not touch, so their nodes do not re-render', () => {
    const before = foldAll(planted, 40);
    const after = foldDashboard(before, planted.slice(40, 41));
    const changed = Object.values(after.cards)
      .filter((c) => c !== before.cards[c.id])
      .map((c) => c.id);
    expect(changed.length).toBeLessThanOrEqual(1);
    expect(after.cards.legal).toBe(before.cards.legal);
  });

  it('reads a failed run as errors on the nodes at work, and a cancelled one as stopped', () => {
    const cut = seqOf(planted, (e) => e.type === 'agent_thinking' && e.agent === 'data_metrics') + 1;
    const end = (error: { code: string; message: string }) =>
      ({ runId: planted[0]!.runId, seq: 10_000, ts: planted[cut]!.ts, type: 'run_failed', error }) as PipelineEvent;
    const failed = foldDashboard(foldAll(planted, cut), [end({ code: 'INTERNAL', message: 'disk full' })]);
    expect(failed.cards.data_metrics).toMatchObject({ status: 'error', message: 'disk full' });
    const cancelled = foldDashboard(foldAll(planted, cut), [end({ code: 'CANCELLED', message: 'cancelled' })]);
    expect(cancelled.cards.data_metrics).toMatchObject({ status: 'idle', message: 'cancelled' });
    expect(cancelled.status).toBe('cancelled');
  });
});

describe('progress and ETA', () => {
  it('says "estimating…" until two steps have finished, then extrapolates from the event times', () => {
    const early = runProgress(foldAll(planted, 20));
    expect(early).toMatchObject({ done: 1, total: 5, etaAt: null });
    expect(etaText(early.etaAt, 0)).toBe('estimating…');
    const mid = foldAll(
      mixed,
      seqOf(mixed, (e) => e.type === 'agent_status' && e.agent === 'academic' && e.status === 'error') + 1
    );
    const p = runProgress(mid);
    // Claims and routing finished; two of the three specialists of the step are done.
    expect(p.done).toBeCloseTo(2 + 2 / 3);
    expect(p.total).toBe(5);
    expect(p.etaAt).toBeGreaterThan(mid.progress.lastTs!);
    expect(p.etaAt! - mid.progress.lastTs!).toBeCloseTo((p.elapsedMs / p.done) * (p.total - p.done));
    expect(etaText(mid.progress.lastTs! + 42_000, mid.progress.lastTs!)).toBe('about 42 s left');
  });

  it('grows the total with each cycle the Judge opens and ends at 100 %', () => {
    const cycle2 = runProgress(foldAll(planted, 150));
    expect(cycle2.total).toBe(1 + 3 * 2 + 1);
    const done = runProgress(foldAll(planted));
    expect(done).toMatchObject({ done: 11, total: 11, fraction: 1, etaAt: null });
    expect(done.elapsedMs).toBe(Date.parse(planted.at(-1)!.ts) - Date.parse(planted[0]!.ts));
  });
});
