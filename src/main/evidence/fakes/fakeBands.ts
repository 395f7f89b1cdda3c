/**
 * Two tiny Sentinel-2-like band files (uint16 GeoTIFFs on WGS 84 / UTM zone 31N, 10 m pixels, 64 × 64)
 * with known values, so NDVI over a bbox is known. Values are stored as processing baseline 04.00+
 * writes them (reflectance × 10000 + 1000; the fake STAC items say baseline 05.09): the left half
 * (columns 0–31) has red 2000 and NIR 4000 (reflectances 0.1 and 0.3: NDVI 0.5), the right half red
 * 2000 and NIR 2000 (NDVI 0), and the last column is no-data (0).
 * `ANCHOR` (lon 3.0°, lat 45.0°) falls on pixel (10, 10).
 */
import { writeArrayBuffer } from 'geotiff';
import { utmForward } from '../imagery/projection';

const BAND_SIZE = 64;
const PIXEL_M = 10;
export const ANCHOR: readonly [number, number] = [3.0, 45.0];
const ANCHOR_PIXEL = 10;

function bandOrigin(): [number, number] {
  const [x, y] = utmForward(31, false)(ANCHOR[0], ANCHOR[1]);
  return [x - (ANCHOR_PIXEL + 0.5) * PIXEL_M, y + (ANCHOR_PIXEL + 0.5) * PIXEL_M];
}

function band(value: (col: number) => number): Uint8Array {
  const values = new Uint16Array(BAND_SIZE * BAND_SIZE);
  for (let row = 0; row < BAND_SIZE; row++)
    for (let col = 0; col < BAND_SIZE; col++) values[row * BAND_SIZE + col] = col === BAND_SIZE - 1 ? 0 : value(col);
  const [ox, oy] = bandOrigin();
  const buf = writeArrayBuffer(values, {
    width: BAND_SIZE,
    height: BAND_SIZE,
    ModelPixelScale: [PIXEL_M, PIXEL_M, 0],
    ModelTiepoint: [0, 0, 0, ox, oy, 0],
    GTModelTypeGeoKey: 1,
    GTRasterTypeGeoKey: 1,
    ProjectedCSTypeGeoKey: 32631,
    GDAL_NODATA: '0'
  });
  return new Uint8Array(buf);
}

/** Red (B04) and near-infrared (B08) band files as GeoTIFF bytes. */
export function fakeBands(): { red: Uint8Array; nir: Uint8Array } {
  return { red: band(() => 2000), nir: band((col) => (col < BAND_SIZE / 2 ? 4000 : 2000)) };
}

/** NDVI over the whole file: 32 columns at 0.5 and 31 at 0 (the last is no-data). */
export const WHOLE_FILE_NDVI = (0.5 * 32) / (BAND_SIZE - 1);
