import { describe, expect, it } from 'vitest';
import { FindingSchema, type Finding } from '../../../../../shared/domain/finding';
import { findingBody, newsSourceLabel, sceneLabel } from '../findingView';

const base = {
  id: 'f1',
  runId: 'run_1',
  claimId: 'c1',
  confidence: 'low',
  cycle: 1,
  supportsClaim: null,
  provenance: { engine: 'offline', sources: [{ kind: 'report', ref: 'r#page=7', page: 7 }] }
};
const finding = (f: Record<string, unknown>): Finding => FindingSchema.parse({ ...base, ...f });
const place = {
  name: 'Pune, Maharashtra, India',
  country: 'IN',
  latitude: 18.5204,
  longitude: 73.8567,
  source: { kind: 'geo', ref: 'gazetteer#city/IN/Pune', page: 7 }
};

describe('a finding in the evidence chain', () => {
  it('Geography: places, scenes and NDVI instead of the summary when the details say all of it', () => {
    const f = finding({
      agent: 'geography',
      evidenceType: 'imagery_comparison',
      summary: 'Located Pune.',
      details: {
        locations: [{ ...place, kind: 'city', resolvedBy: 'gazetteer' }],
        observations: [
          {
            kind: 'satellite_imagery',
            location: 0,
            provider: 's2',
            ref: 'http://127.0.0.1:9/stac/items/S2_2019',
            capturedOn: '2019-07-15',
            sceneId: 'S2_2019',
            cloudCover: 4,
            ndvi: 0.31,
            role: 'before'
          }
        ],
        notChecked: ['Geocoding is off, so "Kalinga Nagar" was not looked up.']
      }
    });
    const body = findingBody(f);
    expect(body.kind).toBe('geography');
    expect(body.showSummary).toBe(false);
    if (body.kind !== 'geography') return;
    expect(body.view.places[0]).toMatchObject({
      kind: 'city',
      coordinates: '18.52° N, 73.86° E',
      resolvedBy: 'offline gazetteer',
      page: 7
    });
    expect(sceneLabel(body.view.scenes[0]!)).toBe(
      'Before: scene S2_2019 of 2019-07-15, 4 % cloud, NDVI 0.31, from 127.0.0.1:9'
    );
    expect(body.view.notChecked).toEqual(['Geocoding is off, so "Kalinga Nagar" was not looked up.']);
  });

  it('Geography written before places said what they are: the summary stays', () => {
    expect(
      findingBody(
        finding({
          agent: 'geography',
          evidenceType: 'locations_resolved',
          summary: 'Located Pune.',
          details: { locations: [place] }
        })
      ).showSummary
    ).toBe(true);
  });

  it('News/Media: "not consulted" with the reason and no summary; sources with tier and stance', () => {
    const off = findingBody(
      finding({
        agent: 'news_media',
        evidenceType: 'not_consulted',
        summary: 'No news source was consulted: web search is off. Nothing is concluded from the absence of coverage.',
        details: { notConsulted: 'web search is off' }
      })
    );
    expect(off).toEqual({
      kind: 'news',
      view: { kind: 'not_consulted', reason: 'web search is off' },
      showSummary: false
    });
    const on = findingBody(
      finding({
        agent: 'news_media',
        evidenceType: 'news_coverage',
        summary: 'Tavily searched…',
        details: {
          sources: [
            {
              outlet: 'Reuters',
              url: 'https://www.reuters.com/a',
              tier: 1,
              stance: 'contradicts',
              publishedOn: '2024-03-02'
            }
          ],
          contradictionType: 'timeline'
        }
      })
    );
    expect(on.showSummary).toBe(true);
    if (on.kind !== 'news' || on.view.kind !== 'sources') throw new Error('expected sources');
    expect(newsSourceLabel(on.view.sources[0]!)).toBe(
      'Reuters, tier 1 (regulator, court or established press), contradicts the claim, 2024-03-02'
    );
    expect(on.view.contradiction).toBe('timeline: a delay or a date moved');
  });

  it('any other agent: its summary and the shared detail blocks', () => {
    expect(
      findingBody(
        finding({ agent: 'legal', evidenceType: 'ifrs_compliance', summary: 'Maps to S2.14(a).', details: {} })
      )
    ).toEqual({ kind: 'generic', showSummary: true });
  });
});
