import { describe, expect, it } from 'vitest';
import { GeographyDetailsSchema, NewsDetailsSchema } from '../../domain/findingDetails';
import { detailBlocks } from '../findingBlocks';
import { coordinatesText, geographyCoversSummary, geographyView, hostOf, placeText, sceneText } from '../geographyView';
import { newsLine, newsView } from '../newsView';

const gazetteer = { kind: 'geo' as const, ref: 'gazetteer#city/IN/Pune', title: 'Offline gazetteer', page: 7 };
const withImagery = GeographyDetailsSchema.parse({
  locations: [
    {
      name: 'Pune, Maharashtra, India',
      country: 'IN',
      latitude: 18.52043,
      longitude: 73.856743,
      source: gazetteer,
      kind: 'city',
      resolvedBy: 'gazetteer'
    },
    {
      name: 'Kalinga Nagar',
      country: 'IN',
      latitude: 20.95123,
      longitude: 86.00456,
      source: { kind: 'geo', ref: 'nominatim:Kalinga Nagar', title: 'Nominatim geocoding', page: 7 },
      kind: 'place',
      resolvedBy: 'geocoder'
    },
    {
      name: 'Brazil',
      country: 'BR',
      latitude: -10.0,
      longitude: -55.0,
      source: { kind: 'geo', ref: 'gazetteer#country/BR' },
      kind: 'country',
      resolvedBy: 'gazetteer'
    }
  ],
  observations: [
    {
      kind: 'satellite_imagery',
      location: 0,
      provider: 'sentinel-2-l2a',
      ref: 'https://stac.example.org/v1/collections/s2/items/S2_2023',
      capturedOn: '2023-07-20',
      sceneId: 'S2_2023',
      cloudCover: 12.4,
      ndvi: 0.4412,
      role: 'after'
    },
    {
      kind: 'satellite_imagery',
      location: 0,
      provider: 'sentinel-2-l2a',
      ref: 'https://stac.example.org/v1/collections/s2/items/S2_2019',
      capturedOn: '2019-07-15',
      sceneId: 'S2_2019',
      cloudCover: 3.2,
      ndvi: 0.31,
      role: 'before'
    }
  ],
  regions: [{ name: 'Europe', countries: 44 }],
  unresolved: ['Ennore terminal'],
  notChecked: ['Geocoding found nothing for "Ennore terminal".'],
  ndvi: { landUse: 'greening', before: 0.31, after: 0.4412, change: 0.131, threshold: 0.05 }
});

describe('geography view', () => {
  it('rounds a point to what it can claim: a country to 0.1°, a city to 0.01°, a geocoded place to 0.001°', () => {
    expect(coordinatesText({ latitude: 18.52043, longitude: 73.856743, kind: 'city' })).toBe('18.52° N, 73.86° E');
    expect(coordinatesText({ latitude: -10, longitude: -55, kind: 'country' })).toBe('10.0° S, 55.0° W');
    expect(coordinatesText({ latitude: 20.95123, longitude: 86.00456, kind: 'place' })).toBe('20.951° N, 86.005° E');
    expect(coordinatesText({ latitude: 1.23456, longitude: 2.34567 })).toBe('1.23° N, 2.35° E');
  });

  it('lists the places with kind, country, point and who resolved them; the scenes in date order with cloud, host and NDVI', () => {
    const v = geographyView(withImagery);
    expect(v.places.map(placeText)).toEqual([
      'Pune, Maharashtra, India — city, IN, 18.52° N, 73.86° E (offline gazetteer, report p. 7)',
      'Kalinga Nagar — geocoded place, IN, 20.951° N, 86.005° E (Nominatim geocoding, report p. 7)',
      'Brazil — country, BR, 10.0° S, 55.0° W (offline gazetteer)'
    ]);
    expect(v.regions).toEqual(['Europe (region of 44 countries)']);
    expect(v.unresolved).toEqual(['Ennore terminal']);
    expect(v.scenes.map(sceneText)).toEqual([
      'Before: scene S2_2019, 2019-07-15, 3 % cloud, stac.example.org, NDVI 0.31',
      'After: scene S2_2023, 2023-07-20, 12 % cloud, stac.example.org, NDVI 0.44'
    ]);
    expect(v.ndvi).toBe('NDVI 0.31 → 0.44, change +0.13: greener (a change of 0.05 or more counts)');
    expect(v.notChecked).toEqual(['Geocoding found nothing for "Ennore terminal".']);
  });

  it('says "less green" and "about as green" by the threshold, and takes the provider as host when the reference is no URL', () => {
    expect(
      geographyView({
        ...withImagery,
        ndvi: { landUse: 'greening', before: 0.5, after: 0.41, change: -0.09, threshold: 0.05 }
      }).ndvi
    ).toContain('change −0.09: less green');
    expect(
      geographyView({
        ...withImagery,
        ndvi: { landUse: 'closure', before: 0.5, after: 0.52, change: 0.02, threshold: 0.05 }
      }).ndvi
    ).toContain('about as green');
    expect(hostOf('S2A_TEST', 'Sentinel-2')).toBe('Sentinel-2');
  });

  it('reads documents written before places said what they are: source from the reference, the summary still needed', () => {
    const old = GeographyDetailsSchema.parse({
      locations: [{ name: 'Pune', country: 'IN', latitude: 18.52, longitude: 73.86, source: gazetteer }],
      observations: [{ kind: 'satellite_imagery', location: 0, provider: 'Sentinel-2', ref: 'S2A_TEST' }]
    });
    expect(geographyView(old).places[0]).toMatchObject({
      kind: '',
      resolvedBy: 'offline gazetteer',
      coordinates: '18.52° N, 73.86° E'
    });
    expect(sceneText(geographyView(old).scenes[0]!)).toBe(
      'scene S2A_TEST, date not given, cloud cover not given, Sentinel-2'
    );
    expect(geographyCoversSummary(old)).toBe(false);
    expect(geographyCoversSummary(withImagery)).toBe(true);
    expect(geographyCoversSummary(GeographyDetailsSchema.parse({}))).toBe(false);
  });

  it('gives the report view and the PDF one block each: places, not resolved, scenes, NDVI, not checked', () => {
    expect(detailBlocks('geography', withImagery).map((b) => b.title)).toEqual([
      'Places',
      'Not resolved',
      'Satellite scenes',
      'NDVI',
      'Not checked'
    ]);
  });
});

describe('news view', () => {
  const notConsulted = {
    evidenceType: 'not_consulted' as const,
    summary:
      'No news source was consulted: Tavily failed (EVIDENCE_TIMEOUT). Nothing is concluded from the absence of coverage.'
  };

  it('says "not consulted" with the reason, from the details or, in older documents, from the summary', () => {
    const v = newsView({
      ...notConsulted,
      details: NewsDetailsSchema.parse({ notConsulted: 'web search is off (Settings › Evidence providers)' })
    });
    expect(v).toEqual({ kind: 'not_consulted', reason: 'web search is off (Settings › Evidence providers)' });
    expect(newsLine(v)).toBe(
      'Not consulted: web search is off (Settings › Evidence providers). Nothing is concluded from the absence of coverage.'
    );
    expect(newsView({ ...notConsulted, details: NewsDetailsSchema.parse({}) })).toEqual({
      kind: 'not_consulted',
      reason: 'Tavily failed (EVIDENCE_TIMEOUT)'
    });
    // The report view shows the summary, which says it; no block repeats it.
    expect(detailBlocks('news_media', NewsDetailsSchema.parse({ notConsulted: 'web search is off' }))).toEqual([]);
  });

  it('lists the sources with outlet, tier, stance and date, and names the contradiction', () => {
    const details = NewsDetailsSchema.parse({
      sources: [
        {
          outlet: 'Reuters',
          title: 'Regulator fines Acme',
          publishedOn: '2024-03-02',
          url: 'https://www.reuters.com/a',
          tier: 1,
          stance: 'contradicts'
        },
        { outlet: 'acme.com', url: 'https://acme.com/press', tier: 3, stance: 'supports' }
      ],
      contradictionType: 'direct'
    });
    const v = newsView({ evidenceType: 'news_coverage', summary: '', details });
    expect(v.kind === 'sources' && v.sources.map((s) => [s.outlet, s.tier, s.stance])).toEqual([
      ['Reuters', 1, 'contradicts'],
      ['acme.com', 3, 'supports']
    ]);
    expect(newsLine(v)).toBe(
      '2 sources: Reuters (tier 1, contradicts, 2024-03-02): Regulator fines Acme — https://www.reuters.com/a; acme.com (tier 3, supports) — https://acme.com/press. Contradiction direct: the coverage says otherwise.'
    );
    expect(newsView({ evidenceType: 'no_coverage', summary: 'none', details: NewsDetailsSchema.parse({}) })).toEqual({
      kind: 'none'
    });
    expect(newsLine({ kind: 'none' })).toBeNull();
  });
});
