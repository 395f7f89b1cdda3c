/**
 * What every Checkpointer must do (src/main/pipeline/checkpointer.ts): call it with a name and a
 * factory, inside a test file, and it declares the suite. The PGlite repository and the in-memory
 * checkpointer both run it (tests/integration/checkpointer.test.ts); a new store runs it too.
 */
import { describe, expect, it } from 'vitest';
import type { Checkpointer, NodeCommit, StoredEvent } from '../../src/main/pipeline/checkpointer';
import { RunConfigSchema } from '../../src/shared/domain/pipeline';
import type { PipelineEvent } from '../../src/shared/domain/events';

export interface ConformanceSubject {
  checkpointer: Checkpointer;
  /** A report the store accepts runs for. */
  reportId: string;
}

let counter = 0;
const newRunId = (): string => `run_conf_${process.pid}_${++counter}_${Date.now()}`;

const stageEvent = (runId: string, seq: number, node: string, cycle = 1): StoredEvent => ({
  seq,
  node,
  event: {
    runId,
    seq,
    ts: new Date(1_700_000_000_000 + seq).toISOString(),
    type: 'stage_changed',
    stage: 'claims',
    cycle
  } as PipelineEvent
});

const commit = (step: number, node: NodeCommit['node'], extra: Partial<NodeCommit> = {}): NodeCommit => ({
  step,
  node,
  update: { stage: node, marker: `${step}:${node}` },
  ms: 12.6,
  pending: [],
  pendingStep: step + 1,
  cycle: 1,
  ...extra
});

export function checkpointerConformance(name: string, make: () => Promise<ConformanceSubject>): void {
  describe(`Checkpointer conformance: ${name}`, () => {
    const config = RunConfigSchema.parse({ maxCycles: 2 });

    it('creates a running run at step 0, cycle 1, with the start node pending, and refuses a second run with the same id', async () => {
      const { checkpointer: cp, reportId } = await make();
      const id = newRunId();
      expect(await cp.get(id)).toBeNull();
      await cp.create(id, reportId, config, 'claims');
      const run = await cp.get(id);
      expect(run).toMatchObject({
        id,
        reportId,
        status: 'running',
        step: 0,
        cycle: 1,
        pending: ['claims'],
        finishedAt: null,
        error: null,
        lastSeq: -1
      });
      expect(run?.config).toEqual(config);
      expect(Number.isNaN(Date.parse(run!.startedAt))).toBe(false);
      await expect(cp.create(id, reportId, config, 'claims')).rejects.toThrow();
    });

    it('keeps checkpoints in commit order and moves the frontier with each commit', async () => {
      const { checkpointer: cp, reportId } = await make();
      const id = newRunId();
      await cp.create(id, reportId, config, 'claims');
      await cp.commitNode(id, commit(0, 'claims', { pending: ['orchestrate'], pendingStep: 1 }));
      await cp.commitNode(id, commit(1, 'orchestrate', { pending: ['legal', 'geography'], pendingStep: 2, cycle: 1 }));
      await cp.commitNode(id, commit(2, 'legal', { pending: ['geography'], pendingStep: 2 }));
      expect((await cp.checkpoints(id)).map((c) => `${c.step}:${c.node}`)).toEqual([
        '0:claims',
        '1:orchestrate',
        '2:legal'
      ]);
      expect((await cp.checkpoints(id))[0]).toEqual({
        step: 0,
        node: 'claims',
        update: { stage: 'claims', marker: '0:claims' },
        ms: 13
      });
      expect(await cp.get(id)).toMatchObject({ step: 2, pending: ['geography'], cycle: 1, status: 'running' });
    });

    it('replaces a re-committed (step, node) in place instead of adding a second checkpoint', async () => {
      const { checkpointer: cp, reportId } = await make();
      const id = newRunId();
      await cp.create(id, reportId, config, 'claims');
      await cp.commitNode(id, commit(0, 'claims'));
      await cp.commitNode(id, commit(1, 'orchestrate'));
      await cp.commitNode(id, commit(0, 'claims', { update: { stage: 'claims', marker: 'again' } }));
      const cps = await cp.checkpoints(id);
      expect(cps.map((c) => `${c.step}:${c.node}`)).toEqual(['0:claims', '1:orchestrate']);
      expect(cps[0]?.update).toEqual({ stage: 'claims', marker: 'again' });
    });

    it('stores copies: changing an object after committing it changes nothing stored', async () => {
      const { checkpointer: cp, reportId } = await make();
      const id = newRunId();
      await cp.create(id, reportId, config, 'claims');
      const c = commit(0, 'claims');
      await cp.commitNode(id, c);
      (c.update as { marker: string }).marker = 'mutated';
      const first = await cp.checkpoints(id);
      (first[0]!.update as { marker: string }).marker = 'mutated too';
      expect((await cp.checkpoints(id))[0]?.update).toEqual({ stage: 'claims', marker: '0:claims' });
    });

    it('returns live events in seq order after a seq, with a limit, and refuses a seq twice', async () => {
      const { checkpointer: cp, reportId } = await make();
      const id = newRunId();
      await cp.create(id, reportId, config, 'claims');
      await cp.insertEvents(id, [stageEvent(id, 0, '0:stage'), stageEvent(id, 1, '0:claims')]);
      await cp.insertEvents(id, [stageEvent(id, 2, '1:stage'), stageEvent(id, 3, '1:orchestrate')]);
      await cp.insertEvents(id, []);
      expect((await cp.events(id)).map((e) => e.seq)).toEqual([0, 1, 2, 3]);
      expect((await cp.events(id, 1)).map((e) => e.seq)).toEqual([2, 3]);
      expect((await cp.events(id, -1, 2)).map((e) => e.seq)).toEqual([0, 1]);
      expect(await cp.events(id)).toEqual([0, 1, 2, 3].map((s) => stageEvent(id, s, '').event));
      await expect(cp.insertEvents(id, [stageEvent(id, 3, '1:orchestrate')])).rejects.toThrow();
      expect((await cp.events(id)).map((e) => e.seq)).toEqual([0, 1, 2, 3]);
      expect((await cp.get(id))?.lastSeq).toBe(3);
    });

    it('hides the events of superseded node executions for good, and still counts their seqs', async () => {
      const { checkpointer: cp, reportId } = await make();
      const id = newRunId();
      await cp.create(id, reportId, config, 'claims');
      await cp.insertEvents(id, [
        stageEvent(id, 0, '0:stage'),
        stageEvent(id, 1, '0:claims'),
        stageEvent(id, 2, '0:claims'),
        stageEvent(id, 3, '1:stage')
      ]);
      expect(await cp.supersede(id, ['0:claims', '9:judge'])).toBe(2);
      expect(await cp.supersede(id, ['0:claims'])).toBe(0);
      expect(await cp.supersede(id, [])).toBe(0);
      expect((await cp.events(id)).map((e) => e.seq)).toEqual([0, 3]);
      expect((await cp.get(id))?.lastSeq).toBe(3);
      await cp.insertEvents(id, [stageEvent(id, 4, '0:claims')]);
      expect((await cp.events(id)).map((e) => e.seq)).toEqual([0, 3, 4]);
    });

    it('records how a run ended, and reopens it for a resume', async () => {
      const { checkpointer: cp, reportId } = await make();
      const id = newRunId();
      await cp.create(id, reportId, config, 'claims');
      await cp.finish(id, 'failed', { error: 'the model went away' });
      const failed = await cp.get(id);
      expect(failed).toMatchObject({ status: 'failed', error: 'the model went away' });
      expect(failed?.finishedAt).not.toBeNull();
      await cp.reopen(id);
      expect(await cp.get(id)).toMatchObject({ status: 'running', error: null, finishedAt: null });
      await cp.finish(id, 'cancelled');
      expect(await cp.get(id)).toMatchObject({ status: 'cancelled', error: null });
    });

    it('finds the latest run of a report', async () => {
      const { checkpointer: cp, reportId } = await make();
      const a = newRunId();
      const b = newRunId();
      await cp.create(a, reportId, config, 'claims');
      await new Promise((r) => setTimeout(r, 5));
      await cp.create(b, reportId, config, 'claims');
      expect((await cp.latestForReport(reportId))?.id).toBe(b);
      expect(await cp.latestForReport('rpt_nobody')).toBeNull();
    });
  });
}
