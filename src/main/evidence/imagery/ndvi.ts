/**
 * Mean NDVI over a bbox of one scene, read from its red and near-infrared band COGs by range
 * requests: the bbox is projected into the file's grid (EPSG:4326 or UTM), the finest image level
 * (full resolution or an overview) whose window stays within `maxPixels` is chosen, only the tiles
 * under that window are fetched, and (nir − red) / (nir + red) is averaged over pixels where both
 * bands hold data (0 is Sentinel-2's no-data value; `offset` is added to both bands first).
 */
import type { GeoTIFF, GeoTIFFImage } from 'geotiff';
import { EvidenceError, EvidenceErrors } from '../errors';
import type { BBox } from '../types';
import { projectorFor } from './projection';

export interface NdviWindowOptions {
  /** The largest window read, in pixels (width × height). */
  maxPixels: number;
  /** Added to each band value before the ratio (Sentinel-2 L2A baseline 04.00+: −1000). */
  offset: number;
  signal?: AbortSignal;
}

interface PixelWindow {
  level: number;
  window: [number, number, number, number];
}

function epsgOf(image: GeoTIFFImage, provider: string): number {
  const keys = image.getGeoKeys() ?? {};
  const code = Number(keys.ProjectedCSTypeGeoKey ?? keys.GeographicTypeGeoKey);
  if (!Number.isFinite(code))
    throw new EvidenceError(EvidenceErrors.EVIDENCE_BAD_ANSWER, provider, 'The band file names no coordinate system.');
  return code;
}

/** The pixel window of `bbox` in an image, clipped to it; null when they do not overlap. */
function windowOf(
  image: GeoTIFFImage,
  full: GeoTIFFImage,
  bbox: BBox,
  provider: string
): [number, number, number, number] | null {
  const project = projectorFor(epsgOf(full, provider));
  if (!project)
    throw new EvidenceError(
      EvidenceErrors.EVIDENCE_BAD_ANSWER,
      provider,
      `The band file's coordinate system (EPSG:${epsgOf(full, provider)}) is not one Sibyl reads (WGS 84 or UTM).`
    );
  const [w, s, e, n] = bbox;
  const corners = [project(w, s), project(w, n), project(e, s), project(e, n)];
  const [ox, oy] = full.getOrigin() as [number, number];
  const [rx, ry] = image.getResolution(full) as [number, number];
  const xs = corners.map(([x]) => (x - ox) / rx);
  const ys = corners.map(([, y]) => (y - oy) / ry);
  const x0 = Math.max(0, Math.floor(Math.min(...xs)));
  const x1 = Math.min(image.getWidth(), Math.ceil(Math.max(...xs)));
  const y0 = Math.max(0, Math.floor(Math.min(...ys)));
  const y1 = Math.min(image.getHeight(), Math.ceil(Math.max(...ys)));
  return x1 > x0 && y1 > y0 ? [x0, y0, x1, y1] : null;
}

/** The finest level whose window fits `maxPixels` (the coarsest one if none does). */
async function chooseWindow(tiff: GeoTIFF, bbox: BBox, maxPixels: number, provider: string): Promise<PixelWindow> {
  const full = await tiff.getImage(0);
  const count = await tiff.getImageCount();
  let chosen: PixelWindow | null = null;
  for (let level = 0; level < count; level++) {
    const image = level === 0 ? full : await tiff.getImage(level);
    const win = windowOf(image, full, bbox, provider);
    if (!win) throw new EvidenceError(EvidenceErrors.EVIDENCE_BAD_ANSWER, provider, 'The bbox lies outside the scene.');
    chosen = { level, window: win };
    if ((win[2] - win[0]) * (win[3] - win[1]) <= maxPixels) break;
  }
  return chosen!;
}

/** Mean NDVI and valid pixel count over the same window of two aligned band files. */
export async function meanNdvi(
  red: GeoTIFF,
  nir: GeoTIFF,
  bbox: BBox,
  opts: NdviWindowOptions,
  provider: string
): Promise<{ mean: number; validPixels: number }> {
  const { level, window } = await chooseWindow(red, bbox, opts.maxPixels, provider);
  const [redImage, nirImage] = await Promise.all([red.getImage(level), nir.getImage(level)]);
  if (redImage.getWidth() !== nirImage.getWidth() || redImage.getHeight() !== nirImage.getHeight()) {
    throw new EvidenceError(
      EvidenceErrors.EVIDENCE_BAD_ANSWER,
      provider,
      'The red and near-infrared band files are not on the same grid.'
    );
  }
  const read = async (img: GeoTIFFImage): Promise<ArrayLike<number>> =>
    (await img.readRasters({
      window,
      samples: [0],
      interleave: true,
      ...(opts.signal ? { signal: opts.signal } : {})
    })) as unknown as ArrayLike<number>;
  const [r, n] = await Promise.all([read(redImage), read(nirImage)]);
  let sum = 0;
  let valid = 0;
  for (let i = 0; i < r.length; i++) {
    const rv = r[i]!;
    const nv = n[i]!;
    if (rv === 0 || nv === 0) continue;
    const red = rv + opts.offset;
    const nirV = nv + opts.offset;
    if (red + nirV <= 0) continue;
    sum += (nirV - red) / (nirV + red);
    valid++;
  }
  if (!valid)
    throw new EvidenceError(
      EvidenceErrors.EVIDENCE_BAD_ANSWER,
      provider,
      'No valid pixel of the scene falls in the bbox (no data or clouds masked).'
    );
  return { mean: Math.max(-1, Math.min(1, sum / valid)), validPixels: valid };
}
