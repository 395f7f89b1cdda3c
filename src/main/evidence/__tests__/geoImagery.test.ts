import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isNetError, NetErrors } from '../../net/errors';
import { isEvidenceError, EvidenceErrors } from '../errors';
import { startFakeEvidence, type FakeEvidence } from '../fakes/fakeEvidenceServer';
import { ANCHOR, WHOLE_FILE_NDVI } from '../fakes/fakeBands';
import { nominatimGeocoder } from '../geocode/nominatim';
import { stacImagery } from '../imagery/stac';
import { createThrottle, type ThrottleClock } from '../throttle';
import type { BBox } from '../types';
import { testNet } from './helpers';

let fake: FakeEvidence;
beforeAll(async () => {
  fake = await startFakeEvidence();
});
afterAll(async () => fake.close());
beforeEach(() => {
  fake.requests.splice(0);
  fake.requireSas(false);
});

/** A clock that moves only when waited on: the waits are the throttle's spacing. */
function fakeClock(): ThrottleClock & { waits: number[] } {
  let t = 0;
  const waits: number[] = [];
  return { waits, now: () => t, wait: async (ms) => void (waits.push(ms), (t += ms)) };
}

describe('Nominatim geocoder', () => {
  it('sends the place name with format=jsonv2 and a User-Agent, and reads coordinates, bbox, kind and country', async () => {
    const t = testNet();
    const geo = nominatimGeocoder(t.net, {
      baseUrl: `${fake.baseUrl}/nominatim`,
      throttle: createThrottle(1000, fakeClock()),
      retry: t.retry
    });
    const [chennai] = await geo.geocode('Chennai', { purpose: 'geography:facility' });
    expect(chennai).toEqual({
      name: 'Chennai, Chennai District, Tamil Nadu, India',
      lat: 13.0836939,
      lon: 80.27,
      bbox: [80.07, 12.834, 80.47, 13.234],
      kind: 'city',
      countryCode: 'IN'
    });
    const req = fake.requests[0]!;
    expect(req.query).toEqual({ q: 'Chennai', format: 'jsonv2', limit: '5', addressdetails: '1' });
    expect(req.headers['user-agent']).toMatch(/^SibylDesktop\//);
    await t.net.flush();
    expect(t.ledger).toEqual([
      expect.objectContaining({
        provider: 'nominatim',
        purpose: 'geography:facility',
        queryText: 'Chennai',
        outcome: 'ok'
      })
    ]);
    expect(await geo.geocode('Atlantis', { purpose: 'p' })).toEqual([]);
  });

  it('spaces requests one second apart and answers a repeated place from the cache', async () => {
    const t = testNet();
    const clock = fakeClock();
    const geo = nominatimGeocoder(t.net, {
      baseUrl: `${fake.baseUrl}/nominatim`,
      throttle: createThrottle(1000, clock),
      retry: t.retry
    });
    await Promise.all([
      geo.geocode('Chennai', { purpose: 'p' }),
      geo.geocode('Rotterdam', { purpose: 'p' }),
      geo.geocode('Chennai', { purpose: 'p' })
    ]);
    expect(clock.waits).toEqual([1000, 1000]);
    expect(fake.requests.map((r) => r.query.q)).toEqual(['Chennai', 'Rotterdam']);
    expect(t.cache.counts()).toEqual({ hits: 1, misses: 2 });
  });
});

describe('STAC imagery and NDVI', () => {
  const pc = (t: ReturnType<typeof testNet>, sas = false) =>
    stacImagery(t.net, {
      stacUrl: `${fake.baseUrl}/stac`,
      collection: 'sentinel-2-l2a',
      ...(sas ? { sasUrl: `${fake.baseUrl}/stac/sas` } : {}),
      retry: t.retry
    });
  const near: BBox = [ANCHOR[0] - 0.0004, ANCHOR[1] - 0.0003, ANCHOR[0] + 0.0004, ANCHOR[1] + 0.0003];

  it('searches scenes by bbox, dates and cloud cover, clearest first', async () => {
    const t = testNet();
    const scenes = await pc(t).scenes(
      { bbox: near, from: '2023-06-01', to: '2023-07-31', maxCloud: 50 },
      { purpose: 'geography:vegetation' }
    );
    expect(scenes.map((s) => [s.cloudCover, s.bandOffset])).toEqual([
      [3.2, -1000],
      [41.5, -1000]
    ]);
    expect(scenes[0]!.assets.red).toBe(`${fake.baseUrl}/cog/B04.tif`);
    expect(scenes[0]!.href).toContain('/stac/collections/sentinel-2-l2a/items/S2B_MSIL2A_20230712');
    const body = JSON.parse(fake.requests[0]!.body);
    expect(body).toEqual({
      collections: ['sentinel-2-l2a'],
      bbox: [...near],
      datetime: '2023-06-01T00:00:00Z/2023-07-31T23:59:59Z',
      query: { 'eo:cloud_cover': { lte: 50 } },
      limit: 10
    });
    await t.net.flush();
    expect(t.ledger[0]).toMatchObject({ provider: 'stac', method: 'POST', queryText: fake.requests[0]!.body });
    const clear = await pc(t).scenes(
      { bbox: near, from: '2023-06-01', to: '2023-07-31', maxCloud: 10 },
      { purpose: 'p' }
    );
    expect(clear).toHaveLength(1);
  });

  it('refuses a bad bbox or dates before any request', async () => {
    const t = testNet();
    const err = await pc(t)
      .scenes({ bbox: [10, 5, 9, 6], from: '2023-01-01', to: '2023-02-01' }, { purpose: 'p' })
      .catch((e: unknown) => e);
    expect(isEvidenceError(err, EvidenceErrors.EVIDENCE_NOT_CONFIGURED)).toBe(true);
    expect(fake.requests).toHaveLength(0);
  });

  it('reads NDVI over the bbox from the red and NIR band files by range requests', async () => {
    const t = testNet();
    const [scene] = await pc(t).scenes(
      { bbox: near, from: '2023-06-01', to: '2023-07-31', maxCloud: 10 },
      { purpose: 'p' }
    );
    fake.requests.splice(0);
    const reading = await pc(t).ndvi(scene!, near, { purpose: 'geography:vegetation' });
    expect(reading.mean).toBeCloseTo(0.5, 10);
    expect(reading.validPixels).toBeGreaterThan(0);
    expect(reading.validPixels).toBeLessThan(100);
    const bands = fake.requests.filter((r) => r.path.startsWith('/cog/'));
    expect(new Set(bands.map((r) => r.path))).toEqual(new Set(['/cog/B04.tif', '/cog/B08.tif']));
    expect(bands.every((r) => /^bytes=\d+-\d+$/.test(r.range ?? ''))).toBe(true);
    const whole = await pc(t).ndvi(scene!, [2.9, 44.9, 3.1, 45.1], { purpose: 'p' });
    expect(whole.mean).toBeCloseTo(WHOLE_FILE_NDVI, 10);
    expect(whole.validPixels).toBe(64 * 63);
    await t.net.flush();
    expect(
      t.ledger
        .filter((r) => r.host === new URL(fake.baseUrl).host && r.method === 'GET')
        .every((r) => r.queryText === null)
    ).toBe(true);
  });

  it('signs band URLs through the SAS endpoint when configured', async () => {
    const t = testNet();
    fake.requireSas(true);
    const [scene] = await pc(t, true).scenes(
      { bbox: near, from: '2023-06-01', to: '2023-07-31', maxCloud: 10 },
      { purpose: 'p' }
    );
    const unsigned = await pc(t)
      .ndvi(scene!, near, { purpose: 'p' })
      .catch((e: unknown) => e);
    expect(isEvidenceError(unsigned, EvidenceErrors.EVIDENCE_AUTH)).toBe(true);
    const reading = await pc(t, true).ndvi(scene!, near, { purpose: 'p' });
    expect(reading.mean).toBeCloseTo(0.5, 10);
    expect(fake.requests.filter((r) => r.path.startsWith('/stac/sas/token/sentinel-2-l2a'))).toHaveLength(1);
  });

  it('refuses a band file on a host off the allowlist (a URL from an answer is not trusted)', async () => {
    const t = testNet();
    const [scene] = await pc(t).scenes(
      { bbox: near, from: '2023-06-01', to: '2023-07-31', maxCloud: 10 },
      { purpose: 'p' }
    );
    const moved = {
      ...scene!,
      assets: { red: 'https://elsewhere.example.net/B04.tif', nir: 'https://elsewhere.example.net/B08.tif' }
    };
    const err = await pc(t)
      .ndvi(moved, near, { purpose: 'p' })
      .catch((e: unknown) => e);
    expect(isNetError(err, NetErrors.NET_BLOCKED)).toBe(true);
  });
});
