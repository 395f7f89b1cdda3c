import { describe, expect, it } from 'vitest';
import { ReinvestigationRequestSchema, VerdictSchema, type Finding } from '../../../../shared/domain/finding';
import type { ClaimType } from '../../../../shared/domain/claim';
import { judgeClaim, RULES_PROMPT_VERSION } from '../rules';
import type { JudgeDecision } from '../types';
import { completed, errored, findingOn, makeClaim, makeInput, mapped, newsTier, timedOut } from './fixtures';

/** Parses both outputs against the shared schemas, so every test also checks the wire shape. */
function checked(d: JudgeDecision): JudgeDecision {
  expect(VerdictSchema.parse(d.verdict)).toEqual(d.verdict);
  if (d.reinvestigation) expect(ReinvestigationRequestSchema.parse(d.reinvestigation)).toEqual(d.reinvestigation);
  return d;
}

describe('verdicts from realistic evidence', () => {
  it('verified: the figure recomputes, the disclosure meets IFRS and the method matches research', () => {
    const claim = makeClaim('quantitative', { preliminaryIfrs: ['S2.29(a)(i)(1)'] });
    const f = findingOn(claim);
    const findings = [
      f('data_metrics', true, {
        summary: 'Table 7 gives 46,818 → 41,200 tCO2e; the 12% fall recomputes (12.0%).',
        sources: [{ kind: 'report', ref: 'chunk_31_1', page: 31 }]
      }),
      f('legal', true, {
        summary: 'Gross Scope 1 is disclosed in tCO2e with the consolidation approach stated.',
        details: mapped('S2.29(a)(i)(1)'),
        sources: [
          { kind: 'ifrs_s2', ref: 'S2.29(a)(i)(1)' },
          { kind: 'report', ref: 'chunk_14_2', page: 14 }
        ]
      }),
      f('academic', true, {
        confidence: 'medium',
        summary: 'The fuel-switch share is consistent with published kiln electrification results.',
        sources: [{ kind: 'academic', ref: '10.1016/j.jclepro.2022.01.001', title: 'Kiln electrification in ceramics' }]
      })
    ];
    const d = checked(judgeClaim(makeInput(claim, findings)));
    expect(d.verdict).toMatchObject({
      verdict: 'verified',
      confidence: 'high',
      cycle: 1,
      notInvestigated: [],
      ifrsMapping: ['S2.29(a)(i)(1)']
    });
    expect(d.verdict.scores).toEqual({ sufficiency: 1, consistency: 1, quality: 1, completeness: 1, overall: 1 });
    expect(d.reinvestigation).toBeNull();
    // Cited: data_metrics (0.5) before legal (0.3) before academic (0.1) for a quantitative claim.
    expect(d.verdict.citedFindings).toEqual(['fnd_data_metrics_c1', 'fnd_legal_c1', 'fnd_academic_c1']);
    const r = d.verdict.reasoning;
    expect(r).toMatch(
      /^Verified: 3 independent specialists \(Legal, Data\/Metrics and Academic\/Research\) support the claim/
    );
    expect(r).toContain(
      '- Data/Metrics (high confidence): Table 7 gives 46,818 → 41,200 tCO2e; the 12% fall recomputes (12.0%). [report p. 31]'
    );
    expect(r).toContain('[IFRS S2 S2.29(a)(i)(1); report p. 14]');
    expect(r).toContain('[paper: Kiln electrification in ceramics]');
    expect(r).not.toContain('Not investigated');
    expect(d.verdict.provenance).toEqual({
      engine: 'offline',
      promptVersion: RULES_PROMPT_VERSION,
      sources: [
        { kind: 'report', ref: 'chunk_31_1', page: 31 },
        { kind: 'ifrs_s2', ref: 'S2.29(a)(i)(1)' },
        { kind: 'report', ref: 'chunk_14_2', page: 14 },
        { kind: 'academic', ref: '10.1016/j.jclepro.2022.01.001', title: 'Kiln electrification in ceramics' }
      ]
    });
  });

  it('contradicted: satellite loss and tier-1 reporting outweigh a methodology match', () => {
    const claim = makeClaim('environmental');
    const f = findingOn(claim);
    const findings = [
      f('geography', false, {
        summary: 'Sentinel-2 shows 1,150 ha of canopy loss inside supplier concessions in 2022.',
        sources: [{ kind: 'geo', ref: 'sentinel2:T50MKE:2022' }]
      }),
      f('news_media', false, {
        summary: 'Reuters (2023) links two of the listed suppliers to illegal clearing.',
        details: newsTier(1),
        sources: [{ kind: 'news', ref: 'https://example.org/reuters-2023', title: 'Reuters, 14 March 2023' }]
      }),
      f('academic', true, {
        confidence: 'medium',
        summary: 'The traceability scheme described follows a recognised certification standard.'
      })
    ];
    const d = checked(judgeClaim(makeInput(claim, findings)));
    expect(d.verdict.verdict).toBe('contradicted');
    // Against the claim: 2 agents (medium), mostly against (medium), quality medium, data_metrics missing (0.8 high) → 0.68.
    expect(d.evaluation.overallAgainst).toBeCloseTo(0.68, 6);
    expect(d.verdict.confidence).toBe('medium');
    expect(d.verdict.reasoning).toMatch(
      /^Contradicted: News\/Media and Geography found evidence against the claim, outweighing the support from Academic\/Research\./
    );
    expect(d.verdict.reasoning).toContain(
      'Evidence against the claim:\n- Geography (high confidence): Sentinel-2 shows 1,150 ha'
    );
    expect(d.verdict.reasoning).toContain('[news: Reuters, 14 March 2023]');
    expect(d.verdict.citedFindings).toEqual(['fnd_academic_c1', 'fnd_geography_c1', 'fnd_news_media_c1']);
  });

  it("contradicted by arithmetic alone: a failed high-severity check on the claim's own number outweighs narrative support", () => {
    const claim = makeClaim('quantitative');
    const f = findingOn(claim);
    const check = (severity: 'high' | 'medium') => ({
      checks: [
        {
          checkName: 'scope_addition',
          result: 'fail',
          severity,
          message: 'Scopes 1+2 (2023) is stated as 57,900 t CO2e on page 2, but its parts add up to 55,800 t CO2e.',
          values: [{ label: 'Scopes 1+2', value: 57900, page: 2, claimId: claim.id, role: 'tested' }]
        }
      ]
    });
    const support = [f('legal', true, { details: mapped('S2.29(a)(i)') }), f('academic', true)];
    const d = checked(judgeClaim(makeInput(claim, [f('data_metrics', false, { details: check('high') }), ...support])));
    expect(d.verdict.verdict).toBe('contradicted');
    expect(d.verdict.reasoning).toMatch(
      /^Contradicted: the report's own figures, recomputed by Data\/Metrics, disagree with the number the claim states \(Scopes 1\+2 \(2023\) is stated as 57,900.*\); arithmetic outweighs the support from/
    );
    // A medium-severity failure, or a medium-confidence one, is weighed like any other finding.
    const medium = checked(
      judgeClaim(makeInput(claim, [f('data_metrics', false, { details: check('medium') }), ...support]))
    );
    expect(medium.verdict.verdict).not.toBe('contradicted');
    const unsure = checked(
      judgeClaim(
        makeInput(claim, [f('data_metrics', false, { details: check('high'), confidence: 'medium' }), ...support])
      )
    );
    expect(unsure.verdict.verdict).not.toBe('contradicted');
  });

  it('contradicted on an even split only when the contradicting agents weigh more for the claim type', () => {
    const claim = makeClaim('geographic');
    const f = findingOn(claim);
    const against = judgeClaim(makeInput(claim, [f('legal', true), f('geography', false)]));
    expect(against.verdict.verdict).toBe('contradicted');
    expect(against.verdict.reasoning).toContain(
      'evenly split; the contradicting side weighs more for a geographic claim (0.60 against 0.20)'
    );
    const forIt = judgeClaim(makeInput(claim, [f('legal', false), f('geography', true)]));
    expect(forIt.verdict.verdict).toBe('insufficient_evidence');
  });

  it('unverified: the specialists looked and found nothing either way', () => {
    const claim = makeClaim('geographic');
    const f = findingOn(claim);
    const findings = [
      f('geography', null, { summary: 'No cloud-free imagery of the site for 2020–2021.' }),
      f('legal', null, { summary: 'No IFRS requirement is engaged by this statement alone.', confidence: 'medium' })
    ];
    const d = checked(judgeClaim(makeInput(claim, findings)));
    expect(d.verdict.verdict).toBe('unverified');
    expect(d.verdict.reasoning).toMatch(
      /^Unverified: Legal and Geography looked at the claim but found nothing that confirms it\./
    );
    expect(d.verdict.citedFindings).toEqual(['fnd_geography_c1', 'fnd_legal_c1']);
    // Both expected agents were inconclusive: asked again, with their own words quoted back.
    expect(d.reinvestigation?.targetAgents).toEqual(['legal', 'geography']);
    expect(d.reinvestigation?.refinedQueries[1]).toContain('("No cloud-free imagery of the site for 2020–2021.")');
  });

  it('insufficient evidence: two supporters, but one is a tier-4 blog (§4.2 alone would verify at 0.705)', () => {
    const claim = makeClaim('legal_governance', { preliminaryIfrs: ['S2.6(a)'] });
    const f = findingOn(claim);
    const findings = [
      f('legal', true, {
        summary: 'The committee charter assigns climate oversight; frequency of briefings is not stated.',
        details: { partial: true, missingRequirements: ['how often the committee is briefed'] }
      }),
      f('news_media', true, {
        confidence: 'low',
        summary: 'A sustainability blog repeats the company statement.',
        details: newsTier(4)
      })
    ];
    const d = checked(judgeClaim(makeInput(claim, findings)));
    expect(d.evaluation.overall).toBeCloseTo(0.705, 6);
    expect(d.evaluation.quality.level).toBe('low');
    expect(d.verdict).toMatchObject({ verdict: 'insufficient_evidence', confidence: 'medium' });
    expect(d.verdict.reasoning).toContain('(the evidence is of low quality)');
    expect(d.verdict.reasoning).toContain(
      'The legal review found the disclosure only partly compliant; still missing: how often the committee is briefed.'
    );
  });

  it('insufficient evidence: one source only, however strong (§4.3 asks for two)', () => {
    const claim = makeClaim('quantitative');
    const f = findingOn(claim);
    const d = checked(judgeClaim(makeInput(claim, [f('data_metrics', true)])));
    expect(d.evaluation.overall).toBe(0.79);
    expect(d.verdict.verdict).toBe('insufficient_evidence');
    expect(d.verdict.reasoning).toContain('only 1 specialist supports it and 2 independent sources are needed');
    expect(d.verdict.reasoning).toContain('Not yet consulted: Legal, although quantitative claims call for it.');
  });
});

describe('not investigated', () => {
  it('with no specialist in this build, every claim is unverified and the reasoning names the domains', () => {
    const types: ClaimType[] = ['geographic', 'quantitative', 'legal_governance', 'strategic', 'environmental'];
    for (const type of types) {
      const d = checked(judgeClaim(makeInput(makeClaim(type), [], { available: [] })));
      expect(d.verdict.verdict).toBe('unverified');
      expect(d.verdict.notInvestigated).toEqual(['legal', 'data_metrics', 'academic', 'news_media', 'geography']);
      expect(d.verdict.citedFindings).toEqual([]);
      expect(d.verdict.reasoning).toContain('Unverified: no specialist produced evidence on this claim');
      expect(d.verdict.reasoning).toContain(
        'Not investigated: Legal, Data/Metrics, Academic/Research, News/Media and Geography (not available in this build).'
      );
      expect(d.verdict.reasoning).toMatch(
        /No further investigation is possible: the gaps call for (.+), but \1 (is|are) not available in this build\./
      );
      expect(d.reinvestigation).toBeNull();
    }
  });

  it('says which domains errored or timed out, and lowers confidence when an expected one failed', () => {
    const claim = makeClaim('environmental');
    const f = findingOn(claim);
    const findings = [f('academic', true), f('data_metrics', true), f('legal', true)];
    const status = {
      academic: completed(),
      data_metrics: completed(),
      legal: completed(),
      geography: timedOut('geography'),
      news_media: errored('HTTP 503 from the news index')
    };
    const d = checked(judgeClaim(makeInput(claim, findings, { agentStatus: status })));
    expect(d.verdict.notInvestigated).toEqual(['news_media', 'geography']);
    expect(d.verdict.reasoning).toContain(
      'Not investigated: News/Media (stopped with an error: HTTP 503 from the news index); Geography (timed out).'
    );
    expect(d.verdict.confidence).toBe('low');
    expect(d.verdict.reasoning).toContain(
      'Confidence is low because Geography stopped with an error, so the evaluation is incomplete.'
    );
    // Same evidence with geography simply unavailable: no error, so confidence follows the score.
    const noGeo = judgeClaim(
      makeInput(claim, findings, { available: ['legal', 'data_metrics', 'academic', 'news_media'] })
    );
    expect(noGeo.verdict.notInvestigated).toEqual(['geography']);
    expect(noGeo.verdict.confidence).not.toBe('low');
  });
});

describe('IFRS mapping', () => {
  it("merges the claim's ids with the legal findings' ids, without repeats, sorted by paragraph", () => {
    const claim = makeClaim('legal_governance', { preliminaryIfrs: ['S2.29(a)(i)(1)', 'S1.27(a)'] });
    const f = findingOn(claim);
    const legal = f('legal', true, {
      details: mapped('S2.6(a)', 'S2.14(a)(iv)', 'S2.6(a)', 'S2.29(a)(i)(1)')
    });
    const legalLater = f('legal', null, { cycle: 2, details: mapped('S1.3') });
    // Only legal findings map paragraphs: another agent's finding cannot even carry a mapping.
    expect(() => f('academic', true, { details: mapped('S2.22') })).toThrow(/ifrsMappings/);
    const other = f('academic', true);
    const d = checked(judgeClaim(makeInput(claim, [legal, legalLater, other])));
    expect(d.verdict.ifrsMapping).toEqual(['S1.3', 'S1.27(a)', 'S2.6(a)', 'S2.14(a)(iv)', 'S2.29(a)(i)(1)']);
    expect(d.verdict.reasoning).toContain('IFRS paragraphs: S1.3, S1.27(a), S2.6(a), S2.14(a)(iv), S2.29(a)(i)(1).');
  });
});

describe('determinism', () => {
  const claim = makeClaim('strategic', { preliminaryIfrs: ['S2.14(a)(iv)'] });
  const f = findingOn(claim);
  const findings: Finding[] = [
    f('legal', true, { details: { ...mapped('S2.33'), missingRequirements: ['interim targets by scope'] } }),
    f('news_media', false, {
      details: newsTier(2),
      sources: [
        { kind: 'news', ref: 'https://example.org/a' },
        { kind: 'news', ref: 'https://example.org/a' }
      ]
    }),
    f('academic', true, { confidence: 'medium' }),
    f('academic', null, { id: 'fnd_academic_old', cycle: 1 })
  ];
  const status = { legal: completed(), news_media: completed(), academic: completed(), geography: errored('crashed') };

  it('gives deep-equal decisions for the same input, whatever the order of findings and agents', () => {
    const a = judgeClaim(
      makeInput(claim, findings, { agentStatus: status, available: ['geography', 'news_media', 'academic', 'legal'] })
    );
    const b = judgeClaim(
      makeInput(structuredClone(claim), structuredClone(findings).reverse(), {
        agentStatus: { ...status },
        available: ['legal', 'academic', 'news_media', 'geography']
      })
    );
    expect(b).toEqual(a);
    expect(JSON.stringify(b)).toBe(JSON.stringify(a));
    checked(a);
  });

  it('ignores findings on other claims and duplicate ids', () => {
    const a = judgeClaim(makeInput(claim, findings, { agentStatus: status }));
    const b = judgeClaim(
      makeInput(claim, [...findings, findings[0]!, f('geography', false, { claimId: 'clm_other' })], {
        agentStatus: status
      })
    );
    expect(b).toEqual(a);
  });

  it('records the corpus version and de-duplicates the cited sources', () => {
    const d = judgeClaim(makeInput(claim, findings, { agentStatus: status, corpusVersion: 'corpus-2024.1' }));
    expect(d.verdict.provenance.corpusVersion).toBe('corpus-2024.1');
    expect(d.verdict.provenance.sources.filter((s) => s.ref === 'https://example.org/a')).toHaveLength(1);
  });
});
