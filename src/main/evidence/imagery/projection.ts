/**
 * From WGS 84 longitude/latitude to the grid of a scene's band file: EPSG:4326 itself, or WGS 84 /
 * UTM (EPSG:326zz north, 327zz south), the grids Sentinel-2 L2A tiles are written in. The
 * transverse Mercator series (Snyder, "Map Projections — A Working Manual", USGS PP 1395, p. 61)
 * is accurate to well under a metre inside a zone, far below a 10 m pixel.
 */
const A = 6378137;
const F = 1 / 298.257223563;
const E2 = F * (2 - F);
const EP2 = E2 / (1 - E2);
const K0 = 0.9996;

export type Projector = (lon: number, lat: number) => [number, number];

function utmZoneOf(epsg: number): { zone: number; south: boolean } | null {
  if (epsg >= 32601 && epsg <= 32660) return { zone: epsg - 32600, south: false };
  if (epsg >= 32701 && epsg <= 32760) return { zone: epsg - 32700, south: true };
  return null;
}

export function utmForward(zone: number, south: boolean): Projector {
  const lon0 = ((zone - 1) * 6 - 180 + 3) * (Math.PI / 180);
  return (lonDeg, latDeg) => {
    const phi = (latDeg * Math.PI) / 180;
    const lam = (lonDeg * Math.PI) / 180;
    const sin = Math.sin(phi);
    const cos = Math.cos(phi);
    const tan = Math.tan(phi);
    const n = A / Math.sqrt(1 - E2 * sin * sin);
    const t = tan * tan;
    const c = EP2 * cos * cos;
    const a = cos * (lam - lon0);
    const m =
      A *
      ((1 - E2 / 4 - (3 * E2 ** 2) / 64 - (5 * E2 ** 3) / 256) * phi -
        ((3 * E2) / 8 + (3 * E2 ** 2) / 32 + (45 * E2 ** 3) / 1024) * Math.sin(2 * phi) +
        ((15 * E2 ** 2) / 256 + (45 * E2 ** 3) / 1024) * Math.sin(4 * phi) -
        ((35 * E2 ** 3) / 3072) * Math.sin(6 * phi));
    const x =
      K0 * n * (a + ((1 - t + c) * a ** 3) / 6 + ((5 - 18 * t + t * t + 72 * c - 58 * EP2) * a ** 5) / 120) + 500000;
    let y =
      K0 *
      (m +
        n *
          tan *
          (a ** 2 / 2 +
            ((5 - t + 9 * c + 4 * c * c) * a ** 4) / 24 +
            ((61 - 58 * t + t * t + 600 * c - 330 * EP2) * a ** 6) / 720));
    if (south) y += 10000000;
    return [x, y];
  };
}

/** The projector for a file's EPSG code, or null when Sibyl does not know its grid. */
export function projectorFor(epsg: number): Projector | null {
  if (epsg === 4326) return (lon, lat) => [lon, lat];
  const utm = utmZoneOf(epsg);
  return utm ? utmForward(utm.zone, utm.south) : null;
}
