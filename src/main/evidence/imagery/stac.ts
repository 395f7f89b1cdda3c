/**
 * Satellite scenes from a STAC API (POST {stac}/search: `collections`, `bbox`, `datetime` as an
 * interval, `query: { "eo:cloud_cover": { lte } }`, `limit`; answer: a GeoJSON FeatureCollection of
 * items with `properties.datetime`, `properties["eo:cloud_cover"]`, `assets.B04/B08/visual/…` and a
 * `self` link), as Microsoft Planetary Computer serves `sentinel-2-l2a`. Asset URLs are signed through
 * the optional SAS endpoint (GET {sas}/token/{collection} → `{ token, "msft:expiry" }`); NDVI is read
 * from the B04/B08 COGs by range requests (`cogSource.ts`, `ndvi.ts`). Every request goes through the
 * agent's `NetClient`, so asset hosts must be on the allowlist like the catalogue.
 */
import type { NetClient } from '../../net/types';
import { EvidenceError, EvidenceErrors } from '../errors';
import { providerJson, type RetryPolicy } from '../http';
import type { BBox, ImageryProvider, NdviReading, Scene, SceneQuery } from '../types';
import { openCog } from './cogSource';
import { meanNdvi } from './ndvi';
import { sceneOf, type StacItem } from './stacItems';

export const PLANETARY_COMPUTER_STAC = 'https://planetarycomputer.microsoft.com/api/stac/v1';
export const PLANETARY_COMPUTER_SAS = 'https://planetarycomputer.microsoft.com/api/sas/v1';

export interface StacConfig {
  stacUrl: string;
  collection: string;
  /** SAS token endpoint (Planetary Computer); unsigned asset URLs when unset. */
  sasUrl?: string;
  /** Subscription key for the catalogue (sent as `Ocp-Apim-Subscription-Key`); optional. */
  apiKey?: string;
  /** Largest NDVI window in pixels (default 512 × 512). */
  maxPixels?: number;
  /** Bytes one NDVI reading may bring in over both bands (default 16 MiB). */
  byteBudget?: number;
  retry?: RetryPolicy;
  now?: () => number;
}

function validBBox(b: BBox): boolean {
  const [w, s, e, n] = b;
  return [w, s, e, n].every(Number.isFinite) && w >= -180 && e <= 180 && s >= -90 && n <= 90 && w < e && s < n;
}

/** The JSON body the catalogue receives for a query (also the ledger's query text, and Settings' preview). */
export function stacSearchBody(collection: string, q: SceneQuery): Record<string, unknown> {
  if (!validBBox(q.bbox))
    throw new EvidenceError(
      EvidenceErrors.EVIDENCE_NOT_CONFIGURED,
      'stac',
      'A scene search needs a bbox of west, south, east, north in degrees.'
    );
  const day = /^\d{4}-\d{2}-\d{2}$/;
  if (!day.test(q.from) || !day.test(q.to) || q.from > q.to)
    throw new EvidenceError(
      EvidenceErrors.EVIDENCE_NOT_CONFIGURED,
      'stac',
      'A scene search needs from ≤ to as YYYY-MM-DD dates.'
    );
  return {
    collections: [collection],
    bbox: [...q.bbox],
    datetime: `${q.from}T00:00:00Z/${q.to}T23:59:59Z`,
    ...(q.maxCloud !== undefined ? { query: { 'eo:cloud_cover': { lte: q.maxCloud } } } : {}),
    limit: Math.max(1, Math.min(50, q.limit ?? 10))
  };
}

export function stacImagery(net: NetClient, cfg: StacConfig): ImageryProvider {
  const base = cfg.stacUrl.replace(/\/+$/, '');
  const headers: Record<string, string> = {
    accept: 'application/geo+json, application/json',
    ...(cfg.apiKey ? { 'ocp-apim-subscription-key': cfg.apiKey } : {})
  };
  const now = cfg.now ?? Date.now;
  let token: { value: string; expires: number } | null = null;

  async function sign(href: string, purpose: string, signal?: AbortSignal): Promise<string> {
    if (!cfg.sasUrl) return href;
    if (!token || token.expires - 60_000 < now()) {
      const answer = (await providerJson(
        net,
        `${cfg.sasUrl.replace(/\/+$/, '')}/token/${encodeURIComponent(cfg.collection)}`,
        { method: 'GET', headers },
        { provider: 'stac', purpose, cache: false, ...(signal ? { signal } : {}) },
        cfg.retry
      )) as { token?: unknown; 'msft:expiry'?: unknown };
      if (typeof answer?.token !== 'string' || !answer.token)
        throw new EvidenceError(
          EvidenceErrors.EVIDENCE_BAD_ANSWER,
          'stac',
          'The signing endpoint answered without a token.'
        );
      const exp = Date.parse(String(answer['msft:expiry'] ?? ''));
      token = { value: answer.token, expires: Number.isFinite(exp) ? exp : now() + 10 * 60_000 };
    }
    return `${href}${href.includes('?') ? '&' : '?'}${token.value}`;
  }

  return {
    id: 'stac',
    label: 'STAC imagery',
    async scenes(query, opts): Promise<Scene[]> {
      const body = JSON.stringify(stacSearchBody(cfg.collection, query));
      const answer = (await providerJson(
        net,
        `${base}/search`,
        { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body },
        {
          provider: 'stac',
          purpose: opts.purpose,
          queryText: body,
          cache: true,
          ...(opts.signal ? { signal: opts.signal } : {})
        },
        cfg.retry
      )) as { type?: unknown; features?: unknown };
      if (!answer || !Array.isArray(answer.features))
        throw new EvidenceError(
          EvidenceErrors.EVIDENCE_BAD_ANSWER,
          'stac',
          'The catalogue answered without a features list.'
        );
      const scenes = (answer.features as StacItem[])
        .map((f) => sceneOf(f, base, cfg.collection))
        .filter((s): s is Scene => s !== null);
      return scenes.sort(
        (a, b) => (a.cloudCover ?? 101) - (b.cloudCover ?? 101) || b.datetime.localeCompare(a.datetime)
      );
    },
    async ndvi(scene, bbox, opts): Promise<NdviReading> {
      if (!scene.assets.red || !scene.assets.nir)
        throw new EvidenceError(
          EvidenceErrors.EVIDENCE_BAD_ANSWER,
          'stac',
          `Scene ${scene.id} has no red and near-infrared band files.`
        );
      if (!validBBox(bbox))
        throw new EvidenceError(
          EvidenceErrors.EVIDENCE_NOT_CONFIGURED,
          'stac',
          'NDVI needs a bbox of west, south, east, north in degrees.'
        );
      const budget = (cfg.byteBudget ?? 16 * 1024 * 1024) / 2;
      const read = {
        provider: 'stac',
        purpose: opts.purpose,
        byteBudget: budget,
        ...(opts.signal ? { signal: opts.signal } : {})
      };
      const [redUrl, nirUrl] = [
        await sign(scene.assets.red, opts.purpose, opts.signal),
        await sign(scene.assets.nir, opts.purpose, opts.signal)
      ];
      const [red, nir] = await Promise.all([openCog(net, redUrl, read), openCog(net, nirUrl, read)]);
      const window = {
        maxPixels: cfg.maxPixels ?? 512 * 512,
        offset: scene.bandOffset ?? 0,
        ...(opts.signal ? { signal: opts.signal } : {})
      };
      const { mean, validPixels } = await meanNdvi(red.tiff, nir.tiff, bbox, window, 'stac').catch((err: unknown) => {
        throw red.failure() ?? nir.failure() ?? err;
      });
      return { sceneId: scene.id, datetime: scene.datetime, bbox, mean, validPixels };
    }
  };
}
