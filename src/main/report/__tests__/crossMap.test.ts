import { describe, expect, it } from 'vitest';
import { compiledFixture, exportFixture, FIXTURE_IDS } from '../../../../tests/helpers/sotFixture';
import { getRegistry } from '../../corpus/registry';
import { crossMap } from '../crossMap';
import { auditTrail } from '../audit';

describe('S1/S2 cross-map', () => {
  const registry = getRegistry().listParagraphs();

  it('lists every registry paragraph once with its counterparts in the other standard', () => {
    const rows = crossMap(compiledFixture(20), registry);
    expect(rows.map((r) => r.paragraphId)).toEqual(registry.map((e) => e.id));
    expect(rows.find((r) => r.paragraphId === 'S2.6(a)')!.counterparts).toEqual(['S1.27(a)']);
    expect(rows.find((r) => r.paragraphId === 'S1.27(a)')!.counterparts).toContain('S2.6(a)');
    expect(rows.every((r) => r.requirement.length > 0)).toBe(true);
  });

  it('marks gaps missing or partial, Legal’s partial mappings partial, paragraphs with claims (or their children) covered', () => {
    const rows = new Map(exportFixture(20).crossMap.map((r) => [r.paragraphId, r]));
    expect(rows.get('S2.29(a)(i)(3)')).toMatchObject({
      status: 'missing',
      gapId: FIXTURE_IDS.gapUnaddressed,
      dismissed: true
    });
    expect(rows.get('S2.6(a)')).toMatchObject({ status: 'partial', gapId: FIXTURE_IDS.gapPartial, dismissed: false });
    expect(rows.get('S2.14(a)')!.status).toBe('partial'); // a legal finding says partially met
    expect(rows.get('S2.25')).toMatchObject({ status: 'covered' }); // claims on S2.25(a) count for S2.25
    expect(rows.get('S2.25')!.claims).toBeGreaterThan(0);
    // Legal's scan ran in the fixture: a paragraph nobody names is covered (the scan found no gap).
    expect(rows.get('S2.33')!.status).toBe('covered');
  });

  it('calls a paragraph nothing maps to "not assessed" when no gap scan ran', () => {
    const doc = compiledFixture(20);
    doc.run.agents = doc.run.agents.map((a) => (a.id === 'legal' ? { ...a, available: false, run: null } : a));
    const rows = new Map(crossMap(doc, registry).map((r) => [r.paragraphId, r]));
    expect(rows.get('S2.33')!.status).toBe('not_assessed');
    expect(rows.get('S2.25')!.status).toBe('covered');
  });
});

describe('audit trail', () => {
  it('orders run, stages, agent failures, re-investigations, overrides and the export by time', () => {
    const doc = compiledFixture(5);
    const ts = (s: number): string => new Date(Date.parse(doc.run.startedAt) + s * 1000).toISOString();
    const base = { runId: doc.run.id };
    const trail = auditTrail(
      doc,
      [
        { ...base, seq: 1, ts: ts(1), type: 'stage_changed', stage: 'claims', cycle: 1 },
        {
          ...base,
          seq: 2,
          ts: ts(2),
          type: 'agent_status',
          agent: 'data_metrics',
          status: 'error',
          message: 'timed out'
        },
        {
          ...base,
          seq: 3,
          ts: ts(3),
          type: 'reinvestigation',
          request: {
            claimId: 'c1',
            targetAgents: ['data_metrics'],
            evidenceGap: 'x',
            refinedQueries: [],
            requiredEvidence: 'y',
            cycle: 1
          }
        },
        {
          ...base,
          seq: 4,
          ts: ts(4),
          type: 'reinvestigation',
          request: {
            claimId: 'c2',
            targetAgents: ['legal'],
            evidenceGap: 'x',
            refinedQueries: [],
            requiredEvidence: 'y',
            cycle: 1
          }
        },
        { ...base, seq: 5, ts: ts(5), type: 'agent_status', agent: 'judge', status: 'working' }
      ] as never,
      [
        {
          id: 'o',
          runId: doc.run.id,
          kind: 'gap',
          targetId: 'g1',
          original: 'partial',
          value: 'dismissed',
          note: 'covered in annex',
          analyst: 'Bo',
          at: '2026-02-01T00:00:00.000Z'
        }
      ],
      '2026-03-01T00:00:00.000Z',
      'Bo'
    );
    expect(trail.map((e) => e.text)).toEqual([
      `Run ${doc.run.id} started: offline engine, at most 3 cycles`,
      'Cycle 1: claims stage',
      'Data/Metrics failed: timed out',
      'Judge sent 2 claims back after cycle 1 (to Data/Metrics, Legal)',
      'Source of Truth compiled: 5 claims, 5 findings, 2 gaps',
      'Bo dismissed gap g1 (Partly addressed): covered in annex',
      'Exported by Bo'
    ]);
  });
});
