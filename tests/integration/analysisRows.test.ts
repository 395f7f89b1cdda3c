/**
 * A node's commit writes its findings, verdicts, gaps and whole-report findings, and the run's events,
 * one statement per kind (store/pg/repos/analysisRows.ts): every row lands with its columns read from
 * the item, and of two items with the same key the later one is kept, as row-by-row upserts did.
 */
import { describe, expect, it } from 'vitest';
import type { Finding, Verdict } from '../../src/shared/domain/finding';
import type { PipelineEvent } from '../../src/shared/domain/events';
import { useImportedFixture } from '../helpers/importedFixture';

const fx = useImportedFixture('sample-report.pdf');

const finding = (id: string, claimId: string, summary: string, supportsClaim: boolean | null) =>
  ({ id, claimId, agent: 'legal', cycle: 2, summary, supportsClaim }) as unknown as Finding;
const verdict = (claimId: string, value: Verdict['verdict']) =>
  ({ claimId, verdict: value, cycle: 1 }) as unknown as Verdict;

describe('the rows of a commit', () => {
  it('writes every kind in one go, keeping the later of two items with the same key', async () => {
    const repo = fx.stores.analysis;
    const runId = 'run_rows';
    await repo.create(runId, fx.report.id, { engine: 'offline' } as never, 'claims');
    await repo.commitNode(runId, {
      step: 1,
      node: 'legal',
      update: {},
      ms: 1,
      cycle: 2,
      pending: [],
      pendingStep: 2,
      findings: [
        finding('f1', 'c1', 'first', true),
        finding('f2', 'c2', 'other', null),
        finding('f1', 'c1', 'later', false)
      ],
      verdicts: [verdict('c1', 'verified'), verdict('c1', 'contradicted')]
    });
    expect((await repo.findings(runId)).map((f) => [f.id, f.summary, f.supportsClaim])).toEqual([
      ['f1', 'later', false],
      ['f2', 'other', null]
    ]);
    const supports = await fx.stores.db.query<{ id: string; supports: boolean | null; cycle: number }>(
      'SELECT id, supports, cycle FROM findings WHERE run_id = $1 ORDER BY id',
      [runId]
    );
    expect(supports.rows).toEqual([
      { id: 'f1', supports: false, cycle: 2 },
      { id: 'f2', supports: null, cycle: 2 }
    ]);
    expect((await repo.verdicts(runId)).map((v) => v.verdict)).toEqual(['contradicted']);
  });

  it('stores a batch of events with their type, node and time, in order', async () => {
    const repo = fx.stores.analysis;
    const runId = 'run_events';
    await repo.create(runId, fx.report.id, { engine: 'offline' } as never, 'claims');
    const ts = '2026-01-02T03:04:05.678Z';
    const events = [0, 1, 2].map(
      (seq) =>
        ({ type: 'agent_thinking', runId, seq, ts, agent: 'legal', text: `step ${seq}` }) as unknown as PipelineEvent
    );
    await repo.insertEvents(
      runId,
      events.map((event, seq) => ({ seq, node: `${seq}:legal`, event }))
    );
    expect(await repo.events(runId)).toEqual(events);
    const rows = await fx.stores.db.query<{ type: string; node: string; ts: Date; report_id: string }>(
      'SELECT type, node, ts, report_id FROM pipeline_events WHERE run_id = $1 ORDER BY seq',
      [runId]
    );
    expect(rows.rows.map((r) => [r.type, r.node, r.ts.toISOString(), r.report_id])).toEqual(
      [0, 1, 2].map((seq) => ['agent_thinking', `${seq}:legal`, ts, fx.report.id])
    );
  });
});
