import { describe, expect, it } from 'vitest';
import { FindingSchema } from '../../../../shared/domain/finding';
import { MetricCheckSchema, type MetricCheckInput } from '../../../../shared/domain/findingDetails';
import { makeClaim } from '../../judge/__tests__/fixtures';
import { claimFinding } from '../claimFinding';

const claim = makeClaim('quantitative', { id: 'clm_sum', sourcePage: 2 });
const ctx = { runId: 'run_t', reportId: 'rpt_t', cycle: 1, engine: 'offline', agent: 'data_metrics' } as const;
const check = (over: Partial<MetricCheckInput>) =>
  MetricCheckSchema.parse({
    checkName: 'scope_addition',
    result: 'fail',
    severity: 'high',
    message: 'Scopes 1+2 (2023) is stated as 57,900 t CO2e on page 2, but its parts add up to 55,800 t CO2e.',
    ...over
  });
const value = (claimId: string, role: 'tested' | 'input', page = 2) => ({ label: 'x', value: 1, page, claimId, role });

describe("a claim's Data/Metrics finding", () => {
  it('contradicts the claim that states the tested value, with high confidence when it alone does', () => {
    const f = claimFinding(
      claim,
      [check({ values: [value('clm_part', 'input', 5), value('clm_sum', 'tested')] })],
      ctx
    );
    expect(FindingSchema.parse(f)).toEqual(f);
    expect(f).toMatchObject({
      supportsClaim: false,
      confidence: 'high',
      evidenceType: 'consistency_checks',
      agent: 'data_metrics'
    });
    expect(f.summary).toMatch(/^Contradicted by the report's own figures \(scope addition\): Scopes 1\+2/);
    expect(f.provenance.sources.map((s) => s.page)).toEqual([2, 5]);
  });

  it('is medium when two claims state the tested values (which one is wrong cannot be told)', () => {
    const both = check({
      checkName: 'baseline_consistency',
      values: [value('clm_sum', 'tested'), value('clm_other', 'tested', 7)]
    });
    expect(claimFinding(claim, [both], ctx)).toMatchObject({ supportsClaim: false, confidence: 'medium' });
  });

  it('does not contradict a claim that only fed a failed check', () => {
    const f = claimFinding(
      claim,
      [check({ values: [value('clm_sum', 'input'), value('clm_total', 'tested', 3)] })],
      ctx
    );
    expect(f).toMatchObject({ supportsClaim: null, confidence: 'low' });
    expect(f.summary).toMatch(/cannot tell which figure is wrong/);
  });

  it('is supported by passing checks, and a failure of low severity does not contradict', () => {
    const pass = check({ result: 'pass', values: [value('clm_sum', 'tested')] });
    const low = check({ checkName: 'restatement', severity: 'low', values: [value('clm_sum', 'tested')] });
    expect(claimFinding(claim, [pass, low], ctx)).toMatchObject({ supportsClaim: true, confidence: 'medium' });
    const twoKinds = [pass, check({ checkName: 'magnitude', result: 'pass', values: [value('clm_sum', 'input')] })];
    expect(claimFinding(claim, twoKinds, ctx)).toMatchObject({ supportsClaim: true, confidence: 'high' });
  });

  it('says plainly when nothing in the report bears on the claim', () => {
    const none = claimFinding(
      makeClaim('quantitative', { id: 'clm_people', text: 'We employ 5,000 people in 12 countries.' }),
      [],
      ctx
    );
    expect(none).toMatchObject({
      supportsClaim: null,
      confidence: 'low',
      evidenceType: 'no_checkable_figure',
      details: { checks: [] }
    });
    expect(none.summary).toMatch(/states no emissions figure/);
  });
});
