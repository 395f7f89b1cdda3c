import { describe, expect, it } from 'vitest';
import { currentFindings, DIMENSION_WEIGHTS, evaluateEvidence, findingQuality } from '../evaluate';
import { synthesize } from '../synthesis';
import { errored, findingOn, makeClaim, newsTier, timedOut } from './fixtures';

describe('sufficiency: independent supporting agents', () => {
  const claim = makeClaim('strategic');
  const f = findingOn(claim);
  it.each([
    [[], 'very_low', 0, 0],
    [[f('legal', true)], 'low', 1, 0.3],
    [[f('legal', true), f('academic', true)], 'medium', 2, 0.6],
    [[f('legal', true), f('academic', true), f('news_media', true)], 'high', 3, 1]
  ] as const)('%#: %j supporting → %s', (findings, level, count, score) => {
    const e = evaluateEvidence(claim, [...findings], {});
    expect(e.sufficiency).toMatchObject({ level, sourceCount: count, score });
  });

  it('counts an agent once however many findings it files, and ignores inconclusive and other claims', () => {
    const e = evaluateEvidence(
      claim,
      [
        f('legal', true, { id: 'a' }),
        f('legal', true, { id: 'b' }),
        f('academic', null),
        f('news_media', true, { claimId: 'clm_other' })
      ],
      {}
    );
    expect(e.sufficiency).toMatchObject({ level: 'low', sourceCount: 1, supportingAgents: ['legal'] });
  });
});

describe('consistency: support against contradiction', () => {
  const claim = makeClaim('strategic');
  const f = findingOn(claim);
  it('all for is high, mostly for medium, an even split or more against low, nothing conclusive unclear', () => {
    expect(evaluateEvidence(claim, [f('legal', true), f('academic', true)], {}).consistency).toMatchObject({
      level: 'high',
      score: 1,
      hasContradictions: false
    });
    const medium = evaluateEvidence(
      claim,
      [f('legal', true), f('academic', true), f('news_media', false)],
      {}
    ).consistency;
    expect(medium).toMatchObject({ level: 'medium', score: 0.6, hasContradictions: true, support: 2, contradict: 1 });
    expect(medium.contradictRatio).toBeCloseTo(1 / 3, 5);
    expect(evaluateEvidence(claim, [f('legal', true), f('news_media', false)], {}).consistency).toMatchObject({
      level: 'low',
      score: 0.3,
      contradictRatio: 0.5
    });
    expect(evaluateEvidence(claim, [f('news_media', false)], {}).consistency).toMatchObject({
      level: 'low',
      contradictRatio: 1
    });
    expect(evaluateEvidence(claim, [f('academic', null)], {}).consistency).toMatchObject({
      level: 'unclear',
      score: 0.5,
      inconclusive: 1,
      contradictRatio: 0
    });
  });

  it('takes the contradict ratio over conclusive findings only, so inconclusive ones do not dilute a contradiction', () => {
    const c = evaluateEvidence(claim, [f('news_media', false), f('legal', null), f('academic', null)], {}).consistency;
    expect(c).toMatchObject({ contradict: 1, inconclusive: 2, contradictRatio: 1 });
  });
});

describe('quality: base quality × confidence, news by source tier', () => {
  const claim = makeClaim('strategic');
  const f = findingOn(claim);
  it('scores each finding', () => {
    expect(findingQuality(f('legal', true, { confidence: 'high' }))).toBe(0.95);
    expect(findingQuality(f('geography', true, { confidence: 'medium' }))).toBeCloseTo(0.63, 6);
    expect(findingQuality(f('academic', true, { confidence: 'low' }))).toBeCloseTo(0.34, 6);
    expect(findingQuality(f('news_media', true, { details: newsTier(1) }))).toBe(0.7);
    expect(findingQuality(f('news_media', true, { details: newsTier(2) }))).toBeCloseTo(0.56, 6);
    expect(findingQuality(f('news_media', true, { details: newsTier(4), confidence: 'medium' }))).toBeCloseTo(0.147, 6);
    // The best of several sources counts; no source listed: the agent's base quality alone.
    const two = { sources: [...newsTier(4).sources, ...newsTier(2).sources] };
    expect(findingQuality(f('news_media', true, { details: two }))).toBeCloseTo(0.56, 6);
    expect(findingQuality(f('news_media', true))).toBe(0.7);
    // Research findings are scaled by their best reference's tier the same way.
    const ref = (tier: 1 | 2 | 3 | 4) => ({
      title: 'A source',
      kind: 'standard',
      tier,
      url: `https://example.org/${tier}`
    });
    expect(findingQuality(f('academic', true, { details: { references: [ref(4), ref(1)] } }))).toBe(0.85);
    expect(findingQuality(f('academic', true, { details: { references: [ref(4)] } }))).toBeCloseTo(0.255, 6);
    expect(findingQuality(f('academic', true))).toBe(0.85);
  });

  it('grades the average: ≥ 0.8 high, ≥ 0.6 medium, else low; nothing to grade is low and unassessed', () => {
    expect(evaluateEvidence(claim, [f('legal', true), f('data_metrics', true)], {}).quality).toMatchObject({
      level: 'high',
      score: 1,
      average: 0.925,
      assessed: true
    });
    const medium = evaluateEvidence(
      claim,
      [f('legal', true), f('news_media', true, { details: newsTier(2), confidence: 'medium' })],
      {}
    ).quality;
    expect(medium).toMatchObject({ level: 'medium', score: 0.6 });
    expect(medium.average).toBeCloseTo((0.95 + 0.7 * 0.8 * 0.7) / 2, 6);
    const low = evaluateEvidence(
      claim,
      [f('news_media', true, { details: newsTier(4), confidence: 'low' })],
      {}
    ).quality;
    expect(low.level).toBe('low');
    expect(low.average).toBeCloseTo(0.084, 6);
    expect(evaluateEvidence(claim, [], {}).quality).toMatchObject({
      level: 'low',
      average: 0,
      assessed: false,
      perFinding: []
    });
  });
});

describe('completeness: expected agents per claim type', () => {
  it('takes 0.2 per expected agent with no finding', () => {
    const claim = makeClaim('strategic');
    const f = findingOn(claim);
    const e = evaluateEvidence(claim, [f('legal', true)], {});
    expect(e.completeness).toMatchObject({
      expected: ['legal', 'academic', 'news_media'],
      missing: ['academic', 'news_media'],
      errored: [],
      raw: 0.6,
      level: 'medium',
      score: 0.6
    });
    expect(
      evaluateEvidence(claim, [f('legal', true), f('academic', null), f('news_media', true)], {}).completeness
    ).toMatchObject({ raw: 1, level: 'high', missing: [] });
  });

  it('expects Academic/Research only on a claim with a technical assertion, and counts it heard wherever it investigated', () => {
    const plain = makeClaim('strategic', {
      text: 'Sustainability is embedded in every part of our corporate strategy.'
    });
    const p = findingOn(plain);
    const e = evaluateEvidence(plain, [p('legal', true), p('news_media', null)], {});
    // Not routed to Academic: not missing, no penalty.
    expect(e.completeness).toMatchObject({ expected: ['legal', 'news_media'], missing: [], raw: 1, level: 'high' });
    // Heard anyway (e.g. a model router added it): investigated, still no penalty.
    expect(evaluateEvidence(plain, [p('legal', true), p('academic', null)], {}).completeness).toMatchObject({
      investigated: ['legal', 'academic'],
      missing: ['news_media'],
      raw: 0.8
    });
    const sbti = makeClaim('strategic', {
      text: 'Our 2030 targets were validated by the Science Based Targets initiative.'
    });
    const s = findingOn(sbti);
    expect(evaluateEvidence(sbti, [s('legal', true), s('news_media', null)], {}).completeness).toMatchObject({
      expected: ['legal', 'academic', 'news_media'],
      missing: ['academic'],
      raw: 0.8
    });
    expect(
      evaluateEvidence(sbti, [s('legal', true), s('academic', null), s('news_media', null)], {}).completeness
    ).toMatchObject({ investigated: ['legal', 'academic', 'news_media'], missing: [], raw: 1 });
    // An errored Academic costs nothing on a claim it was never sent.
    expect(
      evaluateEvidence(plain, [p('legal', true), p('news_media', null)], { academic: errored('boom') }).completeness
    ).toMatchObject({ errored: [], raw: 1 });
  });

  it('takes a further 0.3 per expected agent that errored, timeouts included, and ignores unexpected ones', () => {
    const claim = makeClaim('environmental');
    const f = findingOn(claim);
    const findings = [f('academic', true), f('data_metrics', true)];
    const e = evaluateEvidence(claim, findings, { geography: timedOut('geography'), legal: errored('boom') });
    // geography: missing (−0.2) and errored (−0.3); legal is not expected for environmental claims.
    expect(e.completeness).toMatchObject({
      missing: ['geography'],
      errored: ['geography'],
      raw: 0.5,
      level: 'low',
      score: 0.3
    });
    // An errored agent whose earlier findings stand is only penalised for the error.
    const withGeo = evaluateEvidence(claim, [...findings, f('geography', true)], { geography: errored('boom', 2) });
    expect(withGeo.completeness).toMatchObject({ missing: [], errored: ['geography'], raw: 0.7, level: 'medium' });
  });
});

describe('combined score', () => {
  it('weights the dimension scores 0.3 / 0.25 / 0.25 / 0.2', () => {
    expect(
      DIMENSION_WEIGHTS.sufficiency +
        DIMENSION_WEIGHTS.consistency +
        DIMENSION_WEIGHTS.quality +
        DIMENSION_WEIGHTS.completeness
    ).toBeCloseTo(1, 9);
    const claim = makeClaim('quantitative');
    const f = findingOn(claim);
    // 1 source (0.3), consistent (1), legal+data high quality (1), legal missing → 0.8 high (1).
    expect(evaluateEvidence(claim, [f('data_metrics', true)], {}).overall).toBe(0.79);
    // Nothing at all: very low (0), unclear (0.5), low (0.3), both expected missing → 0.6 medium (0.6).
    expect(evaluateEvidence(claim, [], {}).overall).toBe(0.32);
  });

  it('reads the same evidence against the claim for a contradiction', () => {
    const claim = makeClaim('environmental');
    const f = findingOn(claim);
    const e = evaluateEvidence(claim, [f('geography', false), f('academic', false), f('data_metrics', false)], {});
    expect(e.overall).toBeCloseTo(0.3 * 0 + 0.25 * 0.3 + 0.25 * 1 + 0.2 * 1, 6);
    expect(e.overallAgainst).toBe(1);
  });
});

describe('current findings across cycles', () => {
  const claim = makeClaim('strategic');
  const f = findingOn(claim);
  it("weighs each agent's latest conclusive cycle and lists the rest as superseded", () => {
    const findings = [
      f('news_media', false, { id: 'n1', cycle: 1 }),
      f('news_media', true, { id: 'n2', cycle: 2 }),
      f('legal', true, { id: 'l1', cycle: 1 }),
      // A re-run that found nothing new does not erase what legal found before.
      f('legal', null, { id: 'l2', cycle: 2 }),
      f('academic', null, { id: 'a1', cycle: 1 })
    ];
    expect(currentFindings(findings).map((x) => x.id)).toEqual(['a1', 'l1', 'n2']);
    const e = evaluateEvidence(claim, findings, {});
    expect(e.findings).toEqual({ current: ['a1', 'l1', 'n2'], superseded: ['l2', 'n1'] });
    expect(e.consistency.hasContradictions).toBe(false);
  });
});

describe('synthesis', () => {
  it('orders contributions by agent weight for the claim type and sums each side per agent', () => {
    const claim = makeClaim('geographic');
    const f = findingOn(claim);
    const s = synthesize('geographic', [
      f('legal', true),
      f('news_media', false),
      f('geography', true, { confidence: 'low' }),
      f('geography', true, { id: 'g2' }),
      f('academic', null)
    ]);
    expect(s.supporting.map((c) => c.finding.id)).toEqual(['g2', 'fnd_geography_c1', 'fnd_legal_c1']);
    expect(s.weightFor).toBeCloseTo(0.8, 6);
    expect(s.weightAgainst).toBeCloseTo(0.1, 6);
    expect(s.byAgent.geography).toEqual({ findings: 2, weight: 0.6, stance: 'supports' });
    expect(s.inconclusive.map((c) => c.finding.agent)).toEqual(['academic']);
  });
});
