/** One STAC item (GeoJSON feature) as a `Scene`: its band assets, cloud cover, bbox and self link. */
import type { BBox, Scene } from '../types';

export interface StacItem {
  id?: unknown;
  collection?: unknown;
  bbox?: unknown;
  properties?: Record<string, unknown>;
  assets?: Record<string, { href?: unknown } | undefined>;
  links?: { rel?: unknown; href?: unknown }[];
}

const hrefOf = (item: StacItem, ...keys: string[]): string | undefined => {
  for (const k of keys) {
    const h = item.assets?.[k]?.href;
    if (typeof h === 'string' && /^https?:\/\//i.test(h)) return h;
  }
  return undefined;
};

/** Sentinel-2 L2A from processing baseline 04.00 on adds 1000 to reflectances (BOA_ADD_OFFSET). */
function bandOffsetOf(props: Record<string, unknown>): number | undefined {
  const baseline = Number(props['s2:processing_baseline']);
  return Number.isFinite(baseline) && baseline >= 4 ? -1000 : undefined;
}

export function sceneOf(item: StacItem, stacBase: string, collection: string): Scene | null {
  const props = item.properties ?? {};
  const id = typeof item.id === 'string' ? item.id : null;
  const datetime = typeof props.datetime === 'string' ? props.datetime : null;
  const bbox =
    Array.isArray(item.bbox) && item.bbox.length >= 4 ? (item.bbox.slice(0, 4).map(Number) as unknown as BBox) : null;
  if (!id || !datetime || !bbox || !bbox.every(Number.isFinite)) return null;
  const cloud = Number(props['eo:cloud_cover']);
  const self = item.links?.find((l) => l.rel === 'self' && typeof l.href === 'string')?.href as string | undefined;
  const coll = typeof item.collection === 'string' ? item.collection : collection;
  const red = hrefOf(item, 'B04', 'red');
  const nir = hrefOf(item, 'B08', 'nir');
  const visual = hrefOf(item, 'visual');
  const thumbnail = hrefOf(item, 'rendered_preview', 'thumbnail', 'preview');
  const offset = bandOffsetOf(props);
  return {
    id,
    collection: coll,
    datetime,
    cloudCover: Number.isFinite(cloud) && props['eo:cloud_cover'] !== null ? cloud : null,
    bbox,
    href: self ?? `${stacBase}/collections/${encodeURIComponent(coll)}/items/${encodeURIComponent(id)}`,
    assets: {
      ...(red ? { red } : {}),
      ...(nir ? { nir } : {}),
      ...(visual ? { visual } : {}),
      ...(thumbnail ? { thumbnail } : {})
    },
    ...(offset !== undefined ? { bandOffset: offset } : {})
  };
}
