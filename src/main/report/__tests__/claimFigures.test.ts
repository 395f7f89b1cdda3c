/** report.json carries each claim's figures; a document written before figures existed reads them as []. */
import { describe, expect, it } from 'vitest';
import { RunConfigSchema } from '../../../shared/domain/pipeline';
import type { Claim } from '../../../shared/domain/claim';
import { SourceOfTruthSchema } from '../../../shared/domain/sourceOfTruth';
import { claimFigures } from '../../facts/claimFigures';
import { initialState } from '../../pipeline/state';
import { compileSourceOfTruth } from '../compile';

const REPORT = 'rpt_00000000000000f1';
const text = 'Scope 1 emissions fell to 1,234 tCO2e in 2023.';
const claim: Claim = {
  id: 'clm_1',
  reportId: REPORT,
  text,
  type: 'quantitative',
  priority: 'high',
  reasoning: '',
  sourcePage: 2,
  sourceContext: '',
  preliminaryIfrs: [],
  anchor: {
    page: 2,
    rects: [{ x: 0.1, y: 0.1, w: 0.4, h: 0.02 }],
    quote: text,
    prefix: '',
    suffix: '',
    method: 'exact',
    score: 1
  },
  score: 0.9,
  provenance: { engine: 'offline', sources: [{ kind: 'report', ref: `${REPORT}#page=2`, page: 2 }] },
  figures: claimFigures(text)
};

function compiled(): unknown {
  const state = { ...initialState('run_1', REPORT, RunConfigSchema.parse({})), claims: [claim] };
  const doc = compileSourceOfTruth(state, {
    report: { id: REPORT, title: 'R', fileName: 'r.pdf', pageCount: 3, sha256: 'a'.repeat(64) },
    startedAt: '2026-01-01T00:00:00.000Z',
    appVersion: '0.0.0',
    corpusVersion: 'test',
    models: {},
    available: [],
    now: () => new Date('2026-01-01T00:01:00.000Z')
  });
  return JSON.parse(JSON.stringify(doc)) as unknown;
}

describe('report.json claim figures', () => {
  it('writes each claim with its figures', () => {
    const doc = compiled() as { pillars: Array<{ claims: Array<{ claim: { figures: unknown } }> }> };
    expect(doc.pillars.flatMap((p) => p.claims)[0]!.claim.figures).toEqual([
      { value: 1234, unit: 'tCO2e', period: '2023', year: 2023, scopes: [1], raw: '1,234 tCO2e', start: 26, end: 37 }
    ]);
  });

  it('reads a document written before figures existed with empty lists', () => {
    const doc = compiled() as { pillars: Array<{ claims: Array<{ claim: Record<string, unknown> }> }> };
    for (const p of doc.pillars) for (const e of p.claims) delete e.claim.figures;
    const parsed = SourceOfTruthSchema.parse(doc);
    expect(parsed.pillars.flatMap((p) => p.claims).map((e) => e.claim.figures)).toEqual([[]]);
  });
});
