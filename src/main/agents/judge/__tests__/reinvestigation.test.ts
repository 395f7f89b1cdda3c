import { describe, expect, it } from 'vitest';
import { ReinvestigationRequestSchema } from '../../../../shared/domain/finding';
import { judgeClaim } from '../rules';
import { completed, errored, findingOn, makeClaim, makeInput, newsTier, timedOut } from './fixtures';

describe('re-investigation requests', () => {
  it('sends a partly compliant disclosure back to Legal and weak news back to News/Media, with queries and required evidence', () => {
    const claim = makeClaim('legal_governance', { preliminaryIfrs: ['S2.6(a)'] });
    const f = findingOn(claim);
    const findings = [
      f('legal', true, {
        summary: 'Oversight is assigned in the charter; briefing frequency is not stated.',
        details: {
          partial: true,
          missingRequirements: ['how often the committee is briefed', 'which skills the committee draws on']
        }
      }),
      f('news_media', true, { confidence: 'low', summary: 'A blog repeats the statement.', details: newsTier(4) })
    ];
    const r = judgeClaim(makeInput(claim, findings)).reinvestigation;
    expect(r).not.toBeNull();
    expect(ReinvestigationRequestSchema.parse(r)).toEqual(r);
    expect(r).toMatchObject({ claimId: claim.id, targetAgents: ['legal', 'news_media'], cycle: 1 });
    expect(r!.evidenceGap).toContain('weak in kind or credibility (average quality 0.52)');
    expect(r!.evidenceGap).toContain(
      'only partly meets the IFRS requirements: still missing how often the committee is briefed and which skills the committee draws on'
    );
    const [legal, news] = r!.refinedQueries;
    // One query per target, in the same order, each carrying the claim and the agent's own gap.
    expect(r!.refinedQueries).toHaveLength(2);
    expect(legal).toMatch(
      /^Legal, claim on page 14: "The Board Sustainability Committee oversees climate-related risks and opportunities\."/
    );
    expect(legal).toContain(
      'Still missing: how often the committee is briefed and which skills the committee draws on.'
    );
    expect(legal).toContain('(S2.6(a))');
    expect(news).toMatch(/^News\/Media, claim on page 14: "The Board Sustainability Committee/);
    expect(news).toContain('Your evidence scored low on credibility (0.08)');
    expect(r!.requiredEvidence.split('\n')).toEqual([
      expect.stringMatching(
        /^Legal: a requirement-by-requirement IFRS assessment .*, covering how often the committee is briefed and which skills the committee draws on\.$/
      ),
      expect.stringMatching(/^News\/Media: tier 1-2 coverage/)
    ]);
  });

  it('asks both sides of a contradiction to resolve it', () => {
    const claim = makeClaim('strategic');
    const f = findingOn(claim);
    const findings = [
      f('legal', true),
      f('academic', true),
      f('news_media', false, { summary: 'FT reports the 2030 target was quietly dropped.', details: newsTier(1) })
    ];
    const d = judgeClaim(makeInput(claim, findings));
    expect(d.verdict.verdict).toBe('insufficient_evidence');
    expect(d.reinvestigation?.targetAgents).toEqual(['legal', 'academic', 'news_media']);
    expect(d.reinvestigation?.evidenceGap).toContain(
      'News/Media found evidence against the claim while Legal and Academic/Research support it'
    );
    expect(d.reinvestigation?.refinedQueries[0]).toContain(
      'News/Media found evidence against the claim ("FT reports the 2030 target was quietly dropped.")'
    );
    expect(d.reinvestigation?.refinedQueries[2]).toContain(
      'You found evidence against the claim ("FT reports the 2030 target was quietly dropped.") while Legal and Academic/Research support it'
    );
  });

  it('resolves the contradiction when the re-investigated agent changes its view in the next cycle', () => {
    const claim = makeClaim('strategic');
    const f = findingOn(claim);
    const cycle1 = [f('legal', true), f('academic', true), f('news_media', false, { cycle: 1 })];
    const cycle2 = [...cycle1, f('news_media', true, { cycle: 2, details: newsTier(1) })];
    const d = judgeClaim(makeInput(claim, cycle2, { cycle: 2 }));
    expect(d.verdict).toMatchObject({ verdict: 'verified', cycle: 2 });
    expect(d.verdict.citedFindings).not.toContain('fnd_news_media_c1');
    expect(d.verdict.reasoning).toContain('1 earlier finding was superseded');
    expect(d.reinvestigation).toBeNull();
  });

  it('issues no request once the last cycle has been judged, and says so', () => {
    const claim = makeClaim('quantitative');
    const f = findingOn(claim);
    const open = judgeClaim(makeInput(claim, [f('data_metrics', true)], { cycle: 2, maxCycles: 3 }));
    expect(open.reinvestigation).toMatchObject({ targetAgents: ['legal'], cycle: 2 });
    const last = judgeClaim(makeInput(claim, [f('data_metrics', true)], { cycle: 3, maxCycles: 3 }));
    expect(last.reinvestigation).toBeNull();
    expect(last.verdict.verdict).toBe('insufficient_evidence');
    expect(last.verdict.reasoning).toContain(
      'This was the last cycle (3 of 3); the verdict stands without further investigation.'
    );
  });

  it('targets only agents available in this build, adding the next most relevant one to corroborate', () => {
    const claim = makeClaim('quantitative', {
      text: 'Scope 2 emissions (market-based) fell by 12% in 2023 compared with 2019, to 41,200 tCO2e.'
    });
    const f = findingOn(claim);
    // Legal is expected but absent from this build; academic (0.1) is the next most relevant for a figure.
    const d = judgeClaim(
      makeInput(claim, [f('data_metrics', true)], { available: ['data_metrics', 'academic', 'geography'] })
    );
    expect(d.reinvestigation?.targetAgents).toEqual(['academic']);
    // A figure with no method, certificate, target, benchmark or technology gives Academic nothing to check: geography is next.
    const plain = makeClaim('quantitative');
    const g = judgeClaim(
      makeInput(plain, [findingOn(plain)('data_metrics', true)], {
        available: ['data_metrics', 'academic', 'geography']
      })
    );
    expect(g.reinvestigation?.targetAgents).toEqual(['geography']);
    expect(d.reinvestigation?.refinedQueries[0]).toContain(
      'Only one specialist backs the claim so far; an independent check from your domain is needed.'
    );
    expect(d.verdict.notInvestigated).toEqual(['legal', 'news_media']);
    // With nothing else to ask, no request, and the reasoning says why.
    const alone = judgeClaim(makeInput(claim, [f('data_metrics', true)], { available: ['data_metrics'] }));
    expect(alone.reinvestigation).toBeNull();
    expect(alone.verdict.reasoning).toContain(
      'No further investigation is possible: the gaps call for Legal, but Legal is not available in this build.'
    );
  });

  it('never asks an agent that timed out', () => {
    const claim = makeClaim('geographic');
    const f = findingOn(claim);
    const d = judgeClaim(
      makeInput(claim, [f('legal', true)], {
        agentStatus: { legal: completed(), geography: timedOut('geography') },
        available: ['legal', 'geography']
      })
    );
    expect(d.reinvestigation).toBeNull();
    expect(d.verdict.reasoning).toContain('(not available in this build); Geography (timed out).');
    expect(d.verdict.reasoning).toContain('but Geography timed out.');
  });

  it('retries an agent that errored once, not twice', () => {
    const claim = makeClaim('geographic');
    const f = findingOn(claim);
    const status = { legal: completed(), geography: errored('tile server refused the request') };
    const first = judgeClaim(makeInput(claim, [f('legal', true)], { agentStatus: status }));
    expect(first.reinvestigation?.targetAgents).toContain('geography');
    expect(first.reinvestigation?.refinedQueries.find((q) => q.startsWith('Geography'))).toContain(
      'Your previous run ended with an error'
    );
    const again = judgeClaim(
      makeInput(claim, [f('legal', true)], {
        agentStatus: { ...status, geography: errored('tile server refused the request', 2) },
        cycle: 2,
        previousRequests: [first.reinvestigation!]
      })
    );
    expect(again.reinvestigation?.targetAgents ?? []).not.toContain('geography');
    expect(again.verdict.reasoning).toContain('Geography (stopped with an error: tile server refused the request)');
  });

  it('files no request when the evidence is settled', () => {
    const claim = makeClaim('geographic');
    const f = findingOn(claim);
    const d = judgeClaim(
      makeInput(claim, [f('geography', true), f('legal', true), f('news_media', true, { details: newsTier(1) })])
    );
    expect(d.verdict.verdict).toBe('verified');
    expect(d.reinvestigation).toBeNull();
    expect(d.verdict.reasoning).not.toMatch(/Sent back|No further investigation/);
  });
});

describe('an outside source that was not consulted', () => {
  it('is a perspective not heard: not graded, not counted as inconclusive, said in the reasoning, and not asked again', () => {
    const claim = makeClaim('strategic');
    const f = findingOn(claim);
    const offline = {
      id: 'fnd_news_off',
      summary: 'No news source was consulted: web search is off.',
      confidence: 'low' as const
    };
    const findings = [
      f('legal', true),
      f('academic', true),
      f('news_media', null, { ...offline, evidenceType: 'not_consulted' })
    ];
    const d = judgeClaim(makeInput(claim, findings));
    const e = d.evaluation;
    expect(e.completeness.notConsulted).toEqual(['news_media']);
    expect(e.completeness.missing).toEqual([]);
    expect(e.completeness.raw).toBe(0.8);
    expect(e.consistency.inconclusive).toBe(0);
    expect(e.quality.perFinding.map((q) => q.agent)).toEqual(['academic', 'legal']);
    expect(e.findings.superseded).toEqual([]);
    expect(d.verdict.reasoning).toContain(
      'News/Media consulted no outside source (switched off in Settings): a perspective not heard, not a sign that nothing is there.'
    );
    expect(d.reinvestigation?.targetAgents ?? []).not.toContain('news_media');
  });
});

describe("a claim with nothing in an agent's domain", () => {
  it('counts the agent as heard but grades nothing it said', () => {
    const claim = makeClaim('strategic');
    const f = findingOn(claim);
    const nothing = f('academic', null, {
      id: 'fnd_acad_none',
      confidence: 'low',
      evidenceType: 'no_technical_assertion'
    });
    const e = judgeClaim(makeInput(claim, [f('legal', true), nothing])).evaluation;
    expect(e.completeness.investigated).toContain('academic');
    expect(e.quality.perFinding.map((q) => q.agent)).toEqual(['legal']);
    expect(e.consistency.inconclusive).toBe(0);
  });
});
