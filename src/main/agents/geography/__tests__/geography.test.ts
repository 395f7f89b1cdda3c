import { describe, expect, it } from 'vitest';
import { FindingSchema } from '../../../../shared/domain/finding';
import { loadGazetteer } from '../../../corpus/gazetteer';
import type { Geocoder, ImageryProvider, Scene } from '../../../evidence/types';
import { makeClaim } from '../../judge/__tests__/fixtures';
import { geographyFinding } from '../finding';
import { compareImagery, comparisonYears, landUseKind } from '../landUse';
import { candidateNames, locateClaim } from '../locate';

const gazetteer = loadGazetteer();
const claim = (text: string) => makeClaim('geographic', { text, sourcePage: 7 });

const geocoder = (
  answers: Record<string, { lat: number; lon: number; countryCode: string }>,
  asked: string[] = []
): Geocoder => ({
  id: 'nominatim',
  label: 'Nominatim',
  geocode: async (place) => {
    asked.push(place);
    const a = answers[place];
    return a
      ? [{ name: `${place} (geocoded)`, ...a, bbox: [a.lon - 0.01, a.lat - 0.01, a.lon + 0.01, a.lat + 0.01] }]
      : [];
  }
});

/** Scenes per year and the NDVI each returns: a fake that behaves like a STAC catalogue over one box. */
function imagery(ndviByYear: Record<number, number>): ImageryProvider & { calls: string[] } {
  const calls: string[] = [];
  const scene = (year: number): Scene => ({
    id: `S2_${year}`,
    collection: 'sentinel-2-l2a',
    datetime: `${year}-07-15T10:00:00Z`,
    cloudCover: 4,
    bbox: [0, 0, 1, 1],
    href: `http://127.0.0.1/stac/items/S2_${year}`,
    assets: {}
  });
  return {
    id: 'stac',
    label: 'STAC imagery',
    calls,
    scenes: async (q) => {
      const year = Number(q.from.slice(0, 4));
      calls.push(`scenes ${q.from}..${q.to}`);
      return ndviByYear[year] === undefined ? [] : [scene(year)];
    },
    ndvi: async (s, bbox) => ({
      sceneId: s.id,
      datetime: s.datetime,
      bbox,
      mean: ndviByYear[Number(s.datetime.slice(0, 4))]!,
      validPixels: 900
    })
  };
}

describe('gazetteer', () => {
  it('finds countries, cities and regions as proper nouns, longest name first', () => {
    const got = gazetteer.placesIn(
      'Plants in Chennai, India and Papua New Guinea; offices across Europe and APAC; farmers in Liberia and Mali. A turkey farm.'
    );
    expect(got.map((p) => `${p.kind}:${p.text}`)).toEqual([
      'city:Chennai',
      'country:India',
      'country:Papua New Guinea',
      'region:Europe',
      'region:APAC',
      'country:Liberia',
      'country:Mali'
    ]);
  });

  it('does not read a treaty or an index named after a place as a place', () => {
    expect(
      gazetteer.placesIn(
        'Aligned with the Paris Agreement and the Kyoto Protocol; listed on the Frankfurt Stock Exchange.'
      )
    ).toEqual([]);
    expect(gazetteer.placesIn('Our plant near Paris.').map((p) => p.text)).toEqual(['Paris']);
  });

  it('prefers the city of a country the text names over a more populous namesake', () => {
    const [hyd] = gazetteer.placesIn('Our Hyderabad campus').filter((p) => p.kind === 'city');
    const [inPk] = gazetteer.placesIn('Hyderabad, Pakistan').filter((p) => p.kind === 'city');
    expect(hyd?.kind === 'city' && hyd.city.iso2).toBe('IN');
    expect(inPk?.kind === 'city' && inPk.city.iso2).toBe('PK');
  });
});

describe('locating a claim', () => {
  it('resolves places offline and keeps the finer names it could not look up', async () => {
    const c = claim('We opened a logistics hub at Kalinga Nagar near Pune, India in 2023.');
    const got = await locateClaim(c, gazetteer, { company: 'Acme', geocoder: null });
    expect(got.located.map((l) => [l.location.country, l.precision])).toEqual([
      ['IN', 'city'],
      ['IN', 'country']
    ]);
    expect(got.located[0]!.location.source).toMatchObject({ kind: 'geo', ref: 'gazetteer#city/IN/Pune', page: 7 });
    expect(got.unresolved).toEqual(['Kalinga Nagar']);
    expect(candidateNames('A hub in the Acme Park and in March 2023, in IT and in French.', [], 'Acme')).toEqual([]);
    // Table rows of management levels (Siemens) name no place.
    expect(
      candidateNames('Women in Middle & upper management; in Non- management positions; in Total 2023', [], null)
    ).toEqual([]);
    // A treaty or index after "in" is no place either (Siemens: "in the Paris Agreement"); a place before "in" still is.
    expect(
      candidateNames(
        'Targets as set out in the Paris Agreement and listed in the Dow Jones Sustainability Index; a plant in Kalinga Nagar.',
        [],
        null
      )
    ).toEqual(['Kalinga Nagar']);
  });

  it('lists a region named twice once', async () => {
    const got = await locateClaim(
      claim('Audits: Europe, Middle East, Africa 97; Europe, Middle East, Africa 113'),
      gazetteer,
      { company: null, geocoder: null }
    );
    expect(got.regions.map((r) => r.name)).toEqual(['Europe', 'Middle East', 'Africa']);
  });

  it('sends only the place name to the geocoder when it is on', async () => {
    const asked: string[] = [];
    const c = claim('We opened a logistics hub at Kalinga Nagar near Pune, India in 2023.');
    const got = await locateClaim(c, gazetteer, {
      company: null,
      geocoder: geocoder({ 'Kalinga Nagar': { lat: 20.95, lon: 86.0, countryCode: 'IN' } }, asked)
    });
    expect(asked).toEqual(['Kalinga Nagar']);
    expect(got.located.map((l) => l.precision)).toEqual(['city', 'country', 'geocoded']);
    expect(got.unresolved).toEqual([]);
  });
});

it('keeps going when the geocoder fails, and names the failure', async () => {
  const failing: Geocoder = {
    id: 'nominatim',
    label: 'Nominatim',
    geocode: async () => {
      throw new Error('EVIDENCE_RATE_LIMITED: 429 from nominatim');
    }
  };
  const c = claim('A depot at Kalinga Nagar near Pune, India.');
  const got = await locateClaim(c, gazetteer, { company: null, geocoder: failing });
  expect(got.failures).toEqual(['Kalinga Nagar: EVIDENCE_RATE_LIMITED: 429 from nominatim']);
  expect(got.located.map((l) => l.precision)).toEqual(['city', 'country']);
  const f = geographyFinding(
    c,
    { places: got, landUse: null, imagery: null, geocoderOn: true, imageryOn: false },
    { runId: 'run_1', reportId: 'rpt_1', cycle: 1, engine: 'offline', agent: 'geography' }
  );
  expect(f.summary).toContain('The geocoder failed for Kalinga Nagar: EVIDENCE_RATE_LIMITED: 429 from nominatim.');
});

describe('land use from above', () => {
  it('tells greening, closure and protection claims and the years they compare', () => {
    expect(landUseKind('We planted 1.2 million trees near Nairobi since 2019.')).toBe('greening');
    expect(landUseKind('We closed our coal plant in Rugeley in 2016.')).toBe('closure');
    expect(landUseKind('Our soy supply chain is deforestation-free.')).toBe('protection');
    expect(landUseKind('Revenue grew in Kenya.')).toBeNull();
    expect(comparisonYears({ text: 'Reforested 300 ha between 2019 and 2023.' }, 2026)).toEqual({
      before: 2019,
      after: 2023
    });
    expect(comparisonYears({ text: 'Reforested 300 ha.' }, 2026)).toEqual({ before: 2022, after: 2025 });
  });

  it('supports a greening claim the NDVI bears out, goes against one it does not, and says when a year has no scene', async () => {
    const box = [36.7, -1.4, 36.9, -1.2] as const;
    const up = await compareImagery(imagery({ 2019: 0.31, 2023: 0.44 }), box, 'greening', {
      before: 2019,
      after: 2023
    });
    expect(up).toMatchObject({ change: 0.13, stance: true });
    const down = await compareImagery(imagery({ 2019: 0.5, 2023: 0.41 }), box, 'greening', {
      before: 2019,
      after: 2023
    });
    expect(down).toMatchObject({ stance: false });
    const closure = await compareImagery(imagery({ 2019: 0.5, 2023: 0.41 }), box, 'closure', {
      before: 2019,
      after: 2023
    });
    expect(closure).toMatchObject({ stance: null });
    expect(await compareImagery(imagery({ 2023: 0.4 }), box, 'greening', { before: 2019, after: 2023 })).toEqual({
      missing: 'no scene under 30 % cloud in 2019'
    });
    // Southern-hemisphere boxes are read in their own growing season.
    const south = imagery({ 2019: 0.3, 2023: 0.4 });
    await compareImagery(south, box, 'greening', { before: 2019, after: 2023 });
    expect(south.calls[0]).toBe('scenes 2019-12-01..2020-03-31');
  });
});

describe('the finding', () => {
  const ctx = { runId: 'run_1', reportId: 'rpt_1', cycle: 1, engine: 'offline' as const, agent: 'geography' as const };

  it('offline: names what it located and what it did not check, and takes no stance', async () => {
    const c = claim('We planted 50,000 trees near Nairobi, Kenya in 2023.');
    const places = await locateClaim(c, gazetteer, { company: null, geocoder: null });
    const f = geographyFinding(
      c,
      { places, landUse: 'greening', imagery: null, geocoderOn: false, imageryOn: false },
      ctx
    );
    expect(f).toMatchObject({ agent: 'geography', evidenceType: 'locations_resolved', supportsClaim: null, cycle: 1 });
    expect(f.summary).toMatch(/^Located Nairobi, .*Kenya \(city\); Kenya \(country\)\./);
    expect(f.summary).toContain('Satellite imagery is off: the planting or restoration was not checked on the ground.');
    expect(f.details.notChecked).toEqual([
      'Satellite imagery is off: the planting or restoration was not checked on the ground.'
    ]);
    expect(f.details.locations.map((l) => l.country)).toEqual(['KE', 'KE']);
    expect(f.provenance.sources[0]).toEqual({ kind: 'report', ref: 'rpt_1#page=7', page: 7 });
  });

  it('with imagery: records both scenes as observations and supports a greening the NDVI shows', async () => {
    const c = claim('We planted 50,000 trees near Nairobi, Kenya between 2019 and 2023.');
    const places = await locateClaim(c, gazetteer, { company: null, geocoder: null });
    const compared = await compareImagery(imagery({ 2019: 0.31, 2023: 0.44 }), places.located[0]!.bbox!, 'greening', {
      before: 2019,
      after: 2023
    });
    const f = geographyFinding(
      c,
      { places, landUse: 'greening', imagery: compared, geocoderOn: false, imageryOn: true },
      ctx
    );
    expect(f).toMatchObject({ evidenceType: 'imagery_comparison', supportsClaim: true, confidence: 'medium' });
    expect(f.details.observations.map((o) => [o.kind, o.ref, o.capturedOn])).toEqual([
      ['satellite_imagery', 'http://127.0.0.1/stac/items/S2_2019', '2019-07-15'],
      ['satellite_imagery', 'http://127.0.0.1/stac/items/S2_2023', '2023-07-15']
    ]);
    expect(f.summary).toContain('0.31 on 2019-07-15 and 0.44 on 2023-07-15 (change +0.13): greener.');
    // What report.json carries for the panel and the export: kinds, who resolved, scenes with their NDVI, the comparison.
    expect(f.details.locations.map((l) => [l.kind, l.resolvedBy])).toEqual([
      ['city', 'gazetteer'],
      ['country', 'gazetteer']
    ]);
    expect(f.details.observations.map((o) => [o.role, o.sceneId, o.cloudCover, o.ndvi])).toEqual([
      ['before', 'S2_2019', 4, 0.31],
      ['after', 'S2_2023', 4, 0.44]
    ]);
    expect(f.details.ndvi).toEqual({ landUse: 'greening', before: 0.31, after: 0.44, change: 0.13, threshold: 0.05 });
    expect(f.details.notChecked).toEqual([]);
    expect(FindingSchema.parse(JSON.parse(JSON.stringify(f)))).toEqual(f);
  });

  it('with geocoding on: a geocoded place says so, and what was not found is listed and said', async () => {
    const c = claim('A depot at Kalinga Nagar and a yard at Ennore Creek near Pune, India.');
    const places = await locateClaim(c, gazetteer, {
      company: null,
      geocoder: geocoder({ 'Kalinga Nagar': { lat: 20.95, lon: 86.0, countryCode: 'IN' } })
    });
    const f = geographyFinding(c, { places, landUse: null, imagery: null, geocoderOn: true, imageryOn: false }, ctx);
    expect(f.details.locations.map((l) => [l.kind, l.resolvedBy])).toEqual([
      ['city', 'gazetteer'],
      ['country', 'gazetteer'],
      ['place', 'geocoder']
    ]);
    expect(f.details.unresolved).toEqual(['Ennore Creek']);
    expect(f.details.notChecked).toEqual(['Not found by the geocoder: Ennore Creek.']);
    expect(f.details.ndvi).toBeUndefined();
  });
});
