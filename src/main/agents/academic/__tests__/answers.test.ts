/**
 * Answers to Data/Metrics' benchmark requests (worded as dataMetrics/benchmarkRequests.ts words them)
 * and the re-investigation of the Judge's refined queries.
 */
import { describe, expect, it } from 'vitest';
import type { InfoRequest } from '../../../../shared/domain/finding';
import { benchmarkRequests } from '../../dataMetrics/benchmarkRequests';
import { loadReference } from '../../../corpus/reference';
import { createAcademicAgent } from '../agent';
import { parseBenchmarkQuestion } from '../answers';
import { claimOf, fakeContext, fakeWeb, inputOf, parsed } from './fakeContext';

const sectors = () => loadReference().sectors.sectors;
const request = (sectorId: string | null, denominator: string, claimId: string | null): InfoRequest => {
  const sector = sectorId ? sectors().find((s) => s.id === sectorId)! : undefined;
  const src = claimId ? { kind: 'claim' as const, claimId } : { kind: 'report_figure' as const, figureId: 'f1' };
  const missing = [{ sector, intensity: { denominator, value: 123, year: 2023, src: { source: src, page: 9 } } }];
  return benchmarkRequests(missing as never, 'run_x', 1)[0]!;
};

describe('benchmark requests from Data/Metrics', () => {
  it('reads the sector and denominator Data/Metrics writes', () => {
    expect(parseBenchmarkQuestion(request('telecommunications', 'mwh', null).question)).toEqual({
      sector: 'Telecommunication services',
      denominator: 'per MWh'
    });
    expect(parseBenchmarkQuestion('Is this plausible?')).toBeNull();
  });

  it('answers from a corpus band when one applies, else says the corpus has none and the web was not consulted', async () => {
    const claim = claimOf('Our intensity was 123 t CO2e per EUR million of revenue.', 9);
    const agent = createAcademicAgent();
    const { ctx } = fakeContext({ claims: [claim], runId: 'run_bench' });
    const first = await agent.investigate(inputOf([claim]), ctx);
    const filed = first.findings.map((f) => f.id);
    const withBand = request('industrial-technology', 'revenue_eur_m', claim.id);
    const without = request('telecommunications', 'mwh', claim.id);
    const out = await agent.investigate(inputOf([], { cycle: 2, inbox: [withBand, without] }), ctx);
    const [a, b] = out.infoResponses!;
    expect(a).toMatchObject({ requestId: withBand.id, from: 'academic', findingIds: filed });
    expect(a!.answer).toMatch(
      /^The local corpus has a band for the Industrial technology and electrical equipment sector: .*t CO2e \/ EUR million revenue, source /
    );
    expect(b!.answer).toMatch(
      /^The local corpus has no band for the Telecommunication services sector per MWh \(it holds .*\)\. The web was not consulted \(web search is off\), so no range can be given\.$/
    );
    expect(filed.length).toBeGreaterThan(0);
  });

  it('with web search on, cites what a search found, most credible first, without reading a range from snippets', async () => {
    const web = fakeWeb(() => [
      { title: 'Blog', url: 'https://blog.example/x', snippet: '3 t per MWh', host: 'blog.example', rank: 1 },
      {
        title: 'IEA telecom energy',
        url: 'https://www.iea.org/reports/x',
        snippet: 'network energy',
        host: 'www.iea.org',
        rank: 2
      }
    ]);
    const { ctx } = fakeContext({ web });
    const out = await createAcademicAgent().investigate(
      inputOf([], { inbox: [request('telecommunications', 'mwh', null)] }),
      ctx
    );
    expect(web.queries[0]).toEqual({
      query: 'Telecommunication services emission intensity per MWh benchmark',
      purpose: 'academic:benchmark_request'
    });
    expect(out.infoResponses![0]!.answer).toMatch(
      /found, most credible first: IEA telecom energy — https:\/\/www\.iea\.org\/reports\/x \(tier 1\); Blog — https:\/\/blog\.example\/x \(tier 4\)\. No range is read from their snippets/
    );
  });
});

describe('re-investigation', () => {
  it("searches the Judge's refined queries in the corpus and records the cycle", async () => {
    const claim = claimOf('Our plants are physically supplied with 100% renewable electricity through RECs.');
    const { ctx } = fakeContext({ claims: [claim] });
    const out = await createAcademicAgent().investigate(
      inputOf([claim], {
        cycle: 2,
        queries: { [claim.id]: ['guarantee of origin additionality', 'Scope 2 quality criteria'] }
      }),
      ctx
    );
    const findings = parsed(out.findings);
    expect(findings.every((f) => f.cycle === 2 && f.id.includes('_c2_'))).toBe(true);
    const refined = findings.find((f) => f.evidenceType === 'refined_queries')!;
    expect(refined.summary).toMatch(/refined queries .*"guarantee of origin additionality": .*Guarantee of Origin/);
    expect(refined.summary).toMatch(
      /Re-investigated, cycle 2, for: guarantee of origin additionality; Scope 2 quality criteria/
    );
    expect(refined.provenance.sources.some((s) => s.ref === 'corpus:scheme/go-eu')).toBe(true);
  });
});
