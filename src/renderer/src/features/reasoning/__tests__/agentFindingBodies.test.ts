/**
 * The Geography and News/Media bodies rendered to markup (no DOM needed): the lists carry accessible
 * names, a scene item names its id, date, cloud, NDVI and host, and not-consulted shows its reason.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GeographyDetailsSchema } from '../../../../../shared/domain/findingDetails';
import { geographyView } from '../../../../../shared/report/geographyView';
import { GeographyBody, NewsBody } from '../AgentFindingBodies';

const details = GeographyDetailsSchema.parse({
  locations: [
    {
      name: 'Nairobi, Kenya',
      country: 'KE',
      latitude: -1.28333,
      longitude: 36.81667,
      kind: 'city',
      resolvedBy: 'gazetteer',
      source: { kind: 'geo', ref: 'gazetteer#city/KE/Nairobi', page: 4 }
    }
  ],
  observations: (['before', 'after'] as const).map((role, k) => ({
    kind: 'satellite_imagery',
    location: 0,
    provider: 'sentinel-2-l2a',
    ref: `https://stac.example.org/items/S2_${2019 + 4 * k}`,
    capturedOn: `${2019 + 4 * k}-07-15`,
    sceneId: `S2_${2019 + 4 * k}`,
    cloudCover: 4,
    ndvi: k ? 0.44 : 0.31,
    role
  })),
  unresolved: ['Karura'],
  notChecked: ['Geocoding is off, so "Karura" was not looked up.'],
  ndvi: { landUse: 'greening', before: 0.31, after: 0.44, change: 0.13, threshold: 0.05 }
});

describe('Geography and News/Media bodies', () => {
  it('lists places, scenes and what was not checked under accessible names', () => {
    const html = renderToStaticMarkup(createElement(GeographyBody, { view: geographyView(details) }));
    for (const name of ['Places resolved', 'Not resolved', 'Satellite scenes', 'Not checked'])
      expect(html).toContain(`aria-label="${name}"`);
    expect(html).toContain('1.28° S, 36.82° E');
    expect(html).toContain(
      'aria-label="Before: scene S2_2019 of 2019-07-15, 4 % cloud, NDVI 0.31, from stac.example.org"'
    );
    expect(html).toContain('NDVI 0.31 → 0.44, change +0.13: greener');
    expect(html).toContain('Geocoding is off, so &quot;Karura&quot; was not looked up.');
    expect(html).not.toMatch(/style=|#[0-9a-f]{6}/iu); // colours come from the stylesheet's variables only
  });

  it('draws nothing for a finding with nothing located and nothing said (its summary stands alone)', () => {
    expect(
      renderToStaticMarkup(createElement(GeographyBody, { view: geographyView(GeographyDetailsSchema.parse({})) }))
    ).toBe('');
  });

  it('says "Not consulted" with the reason, or lists the sources with tier and stance', () => {
    expect(
      renderToStaticMarkup(createElement(NewsBody, { view: { kind: 'not_consulted', reason: 'web search is off' } }))
    ).toContain('<strong>Not consulted</strong>: web search is off.');
    const html = renderToStaticMarkup(
      createElement(NewsBody, {
        view: {
          kind: 'sources',
          sources: [{ outlet: 'Reuters', tier: 1, stance: 'contradicts', url: 'https://www.reuters.com/a' }],
          contradiction: 'direct: the coverage says otherwise'
        }
      })
    );
    expect(html).toContain('aria-label="News sources"');
    expect(html).toContain(
      'aria-label="Reuters, tier 1 (regulator, court or established press), contradicts the claim"'
    );
    expect(html).toContain('Contradiction direct: the coverage says otherwise.');
  });
});
