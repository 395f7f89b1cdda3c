import { describe, expect, it } from 'vitest';
import { FindingSchema } from '../../../../shared/domain/finding';
import type { WebSearchResult } from '../../../evidence/types';
import { makeClaim } from '../../judge/__tests__/fixtures';
import { notConsultedFinding, searchedFinding, type ReadResult } from '../finding';
import { outletTier } from '../outlets';
import { newsQueries, topicTerms } from '../queries';
import { readResult } from '../stance';

const claim = makeClaim('strategic', {
  text: 'Orange reached 50% renewable electricity across its European operations in 2023.',
  sourcePage: 12
});
const ctx = { runId: 'run_1', reportId: 'rpt_1', cycle: 1, engine: 'offline' as const, agent: 'news_media' as const };
const result = (host: string, title: string, snippet: string, rank = 1): WebSearchResult => ({
  host,
  title,
  snippet,
  url: `https://${host}/a/${rank}`,
  rank,
  publishedAt: '2024-03-02T08:00:00Z'
});

describe('what leaves the machine', () => {
  it('asks with the company and a few topic words, never the claim sentence or its figures', () => {
    const qs = newsQueries(claim, 'Orange');
    expect(topicTerms(claim.text, 'Orange')).toEqual(['reached', 'renewable', 'electricity', 'european', 'operations']);
    expect(qs.map((q) => q.purpose)).toEqual(['coverage', 'controversy']);
    expect(qs[0]!.text).toBe('Orange reached renewable electricity european operations');
    for (const q of qs) {
      expect(q.text).not.toMatch(/50%|2023/);
      expect(q.text.length).toBeLessThanOrEqual(120);
    }
    expect(newsQueries(claim, 'Orange', ['search for Orange renewable power purchase agreements']).at(-1)).toEqual({
      text: 'Orange renewable power purchase agreements',
      purpose: 'refined'
    });
  });
});

describe('reading results', () => {
  const topic = topicTerms(claim.text, 'Orange');

  it('tiers outlets: regulators and wire services 1, trade press 2, unknown 3, social 4', () => {
    expect([
      outletTier('www.reuters.com'),
      outletTier('asa.org.uk'),
      outletTier('www.ecologie.gouv.fr'),
      outletTier('www.edie.net'),
      outletTier('example-news.net'),
      outletTier('x.com')
    ]).toEqual([1, 1, 1, 2, 3, 4]);
  });

  it('needs the company and the topic to be relevant, and tells direct, timeline and contextual disagreement', () => {
    expect(
      readResult(result('reuters.com', 'Orange opens Paris shop', 'Telecoms group opens a store.'), topic, 'Orange')
        .relevant
    ).toBe(false);
    expect(
      readResult(
        result(
          'reuters.com',
          'Orange fined over misleading renewable electricity claims',
          'Regulator says European operations claim overstated.'
        ),
        topic,
        'Orange'
      )
    ).toMatchObject({ relevant: true, stance: 'contradicts', contradiction: 'direct' });
    expect(
      readResult(
        result('edie.net', 'Orange delays renewable electricity goal', 'The operator pushed back its European target.'),
        topic,
        'Orange'
      )
    ).toMatchObject({ stance: 'contradicts', contradiction: 'timeline' });
    expect(
      readResult(
        result(
          'edie.net',
          'Campaigners question Orange renewable electricity figures',
          'NGOs say certificates do the work.'
        ),
        topic,
        'Orange'
      )
    ).toMatchObject({ stance: 'contradicts', contradiction: 'contextual' });
    expect(
      readResult(
        result(
          'ft.com',
          'Orange reached its renewable electricity goal',
          'Auditors confirmed European operations data.'
        ),
        topic,
        'Orange'
      )
    ).toMatchObject({ stance: 'supports' });
  });
});

describe('the finding', () => {
  const read = (...rs: WebSearchResult[]): ReadResult[] =>
    rs.map((r) => ({ result: r, reading: readResult(r, topicTerms(claim.text, 'Orange'), 'Orange') }));

  it('offline says no news source was consulted and concludes nothing', () => {
    const f = FindingSchema.parse(notConsultedFinding(claim, ctx));
    expect(f).toMatchObject({
      agent: 'news_media',
      evidenceType: 'not_consulted',
      supportsClaim: null,
      details: { sources: [], notConsulted: 'web search is off (Settings › Evidence providers)' }
    });
    expect(f.summary).toMatch(/^No news source was consulted/);
  });

  it('says why nothing was consulted when the switched-on search failed', () => {
    const f = notConsultedFinding(claim, ctx, 'Brave Search failed (EVIDENCE_AUTH: 401)');
    expect(f).toMatchObject({
      evidenceType: 'not_consulted',
      supportsClaim: null,
      details: { notConsulted: 'Brave Search failed (EVIDENCE_AUTH: 401)' }
    });
    expect(f.summary).toBe(
      'No news source was consulted: Brave Search failed (EVIDENCE_AUTH: 401). Nothing is concluded from the absence of coverage.'
    );
  });

  it('is contradicted by a tier-1 outlet that disputes the claim, even against lower-tier support', () => {
    const f = FindingSchema.parse(
      searchedFinding(
        claim,
        read(
          result(
            'prnewswire.com',
            'Orange reached renewable electricity milestone',
            'Orange confirmed European operations progress.',
            1
          ),
          result(
            'www.reuters.com',
            'Orange fined over misleading renewable electricity claims',
            'Regulator says the European operations figure was overstated.',
            2
          ),
          result(
            'www.reuters.com',
            'Orange fined over misleading renewable electricity claims',
            'Regulator says the European operations figure was overstated.',
            2
          )
        ),
        ['Orange renewable electricity'],
        'Brave Search',
        ctx
      )
    );
    expect(f).toMatchObject({
      supportsClaim: false,
      confidence: 'high',
      evidenceType: 'news_coverage',
      details: { contradictionType: 'direct' }
    });
    expect(f.agent === 'news_media' && f.details.sources.map((s) => [s.tier, s.stance, s.publishedOn])).toEqual([
      [1, 'contradicts', '2024-03-02'],
      [3, 'supports', '2024-03-02']
    ]);
    expect(f.provenance.sources.map((s) => s.kind)).toEqual(['report', 'news', 'news']);
  });

  it('says what it searched when nothing was about the claim, and takes no stance', () => {
    const f = searchedFinding(
      claim,
      read(result('reuters.com', 'Telecom prices rise', 'Mobile tariffs up.')),
      ['Orange renewable electricity'],
      'Tavily',
      ctx
    );
    expect(f).toMatchObject({ evidenceType: 'no_coverage', supportsClaim: null, confidence: 'low' });
    expect(f.summary).toBe(
      'Tavily searched for "Orange renewable electricity" (1 result(s)); none was about this claim. No coverage found is not evidence either way.'
    );
  });
});
