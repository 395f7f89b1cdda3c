/**
 * Web search on, with an in-test fake provider: short queries built from technical terms (never the
 * claim's sentence), results ranked by the host's tier before the provider's rank, references with
 * url and tier, one search per distinct query in a run, a failing provider reported as not consulted.
 */
import { describe, expect, it } from 'vitest';
import type { WebSearchResult } from '../../../evidence/types';
import { sourceTier } from '../../../corpus/reference';
import { createAcademicAgent } from '../agent';
import { rankByTier } from '../webSearch';
import { claimOf, fakeContext, fakeWeb, inputOf, parsed } from './fakeContext';

const result = (host: string, rank: number, title = `Result on ${host}`): WebSearchResult => ({
  title,
  url: `https://${host}/page-${rank}`,
  snippet: `Snippet ${rank} about certificates.`,
  host,
  rank
});
const RESULTS = [
  result('medium.com', 1, 'A blog on RECs'),
  result('www.reuters.com', 2),
  result('ghgprotocol.org', 3, 'Scope 2 Guidance'),
  result('doi.org', 4, 'Peer-reviewed study of REC additionality')
];

describe('source tiers', () => {
  it('ranks hosts by the corpus table: listed hosts, parent domains, suffixes, default tier 4', () => {
    expect(sourceTier('www.nature.com')).toMatchObject({ tier: 1, kind: 'peer_reviewed' });
    expect(sourceTier('ghgprotocol.org')).toMatchObject({ tier: 1, kind: 'standard' });
    expect(sourceTier('www.epa.gov').tier).toBe(1);
    expect(sourceTier('cdp.net').tier).toBe(2);
    expect(sourceTier('someone.medium.com').tier).toBe(4);
    expect(sourceTier('unknown-blog.example').tier).toBe(4);
    expect(rankByTier(RESULTS).map((r) => `${r.tier}:${r.host}`)).toEqual([
      '1:ghgprotocol.org',
      '1:doi.org',
      '3:www.reuters.com',
      '4:medium.com'
    ]);
  });
});

describe('web search on', () => {
  it('searches short technical queries and cites the most credible results first, with url and tier', async () => {
    const web = fakeWeb(() => RESULTS);
    const claim = claimOf(
      'Our plants are physically supplied with 100% renewable electricity through RECs bought from our partner Northwind Energy Ltd.'
    );
    const { ctx } = fakeContext({ claims: [claim], web, title: 'Kestrel Panels Sustainability Report 2023' });
    const out = await createAcademicAgent().investigate(inputOf([claim]), ctx);
    const [f] = parsed(out.findings);
    expect(web.queries).toEqual([
      { query: 'REC market-based scope 2 additionality', purpose: 'academic:certification' }
    ]);
    expect(web.queries.every((q) => q.query.split(' ').length <= 10 && !q.query.includes('Northwind'))).toBe(true);
    if (f?.agent !== 'academic') throw new Error('expected an academic finding');
    const webRefs = f.details.references.filter(
      (r) =>
        r.url?.startsWith('https://ghgprotocol.org/page') || r.url?.includes('doi.org') || r.url?.includes('reuters')
    );
    expect(webRefs.map((r) => [r.tier, r.url])).toEqual([
      [1, 'https://ghgprotocol.org/page-3'],
      [1, 'https://doi.org/page-4'],
      [3, 'https://www.reuters.com/page-2']
    ]);
    expect(f.details.references.some((r) => r.url?.includes('medium.com'))).toBe(false);
    expect(f.summary).toMatch(
      /Web \(Fake search\): "REC market-based scope 2 additionality" gave 4 result\(s\)\. Cited, most credible first: Scope 2 Guidance \(tier 1\); Peer-reviewed study of REC additionality \(tier 1\)/
    );
    expect(f.supportsClaim).toBe(false);
    expect(f.provenance.sources.filter((s) => s.kind === 'web').map((s) => s.ref)).toEqual([
      'https://ghgprotocol.org/page-3',
      'https://doi.org/page-4',
      'https://www.reuters.com/page-2'
    ]);
  });

  it('searches each distinct query once per run and names the company only in the SBTi validation query', async () => {
    const web = fakeWeb(() => []);
    const claims = [
      claimOf('Our targets were validated by the SBTi.'),
      claimOf('Our near-term targets were validated by the SBTi in 2022.')
    ];
    const { ctx } = fakeContext({ claims, web, title: 'Kestrel Panels Sustainability Report 2023' });
    const out = await createAcademicAgent().investigate(inputOf(claims), ctx);
    expect(web.queries.map((q) => q.query).sort()).toEqual([
      'Kestrel Panels SBTi target validation',
      'SBTi near-term criteria absolute contraction 4.2%'
    ]);
    expect(parsed(out.findings)[0]!.summary).toMatch(/"Kestrel Panels SBTi target validation" gave 0 result\(s\)/);
  });

  it('a failing provider is reported as not consulted', async () => {
    const web = {
      id: 'down',
      label: 'Down',
      search: async () => {
        throw new Error('connection refused');
      }
    };
    const claim = claimOf('We use carbon capture and storage at our plant.');
    const { ctx } = fakeContext({ claims: [claim], web });
    const out = await createAcademicAgent().investigate(inputOf([claim]), ctx);
    expect(parsed(out.findings)[0]!.summary).toMatch(/failed \(connection refused\); not consulted/);
  });
});
