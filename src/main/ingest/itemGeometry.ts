/**
 * Geometry of one text item: its page-relative box on the displayed (rotated) page, its font size,
 * and its reading direction as the reader sees it. Pure math on the pdf.js transform and the
 * viewport transform, so it runs anywhere (extraction, workers, anchoring).
 */
import type { Rect, Rotation, Transform } from './types';

/** Reading direction on the displayed page, clockwise degrees from left-to-right. */
export type Orientation = 0 | 90 | 180 | 270;

/** Linear part [a, b, c, d] of the pdf.js viewport transform at scale 1 for each page rotation. */
const ROTATION_LINEAR: Record<Rotation, [number, number, number, number]> = {
  0: [1, 0, 0, -1],
  90: [0, 1, 1, 0],
  180: [-1, 0, 0, 1],
  270: [0, -1, -1, 0]
};

export function fontSizeOf(t: Transform): number {
  const s = Math.hypot(t[2], t[3]);
  return s > 0 ? s : Math.hypot(t[0], t[1]);
}

/** Direction of the item's baseline on the displayed page, snapped to a quarter turn. */
export function orientationOf(t: Transform, rotation: Rotation): Orientation {
  const [a, b, c, d] = ROTATION_LINEAR[rotation];
  const dx = t[0];
  const dy = t[1];
  const vx = a * dx + c * dy;
  const vy = b * dx + d * dy;
  if (vx === 0 && vy === 0) return 0;
  const deg = (Math.atan2(vy, vx) * 180) / Math.PI;
  const q = (((Math.round(deg / 90) % 4) + 4) % 4) * 90;
  return q as Orientation;
}

export interface BoxInput {
  transform: Transform;
  width: number;
  /** Font ascent/descent as fractions of the font size (pdf.js text styles); defaults 0.8 / -0.2. */
  ascent?: number;
  descent?: number;
}

/**
 * Box of an item on the displayed page: the four corners of the glyph run (baseline direction by
 * width, up direction from descent to ascent) pushed through the viewport transform, then divided by
 * the viewport size. Clamped to the page so off-page text stays valid.
 */
export function itemBox(item: BoxInput, viewport: { transform: number[]; width: number; height: number }): Rect {
  const t = item.transform;
  const fs = fontSizeOf(t);
  const baseLen = Math.hypot(t[0], t[1]) || 1;
  const upLen = Math.hypot(t[2], t[3]) || 1;
  const ux = t[0] / baseLen;
  const uy = t[1] / baseLen;
  const vx = t[2] / upLen;
  const vy = t[3] / upLen;
  const asc = item.ascent !== undefined && item.ascent > 0 && item.ascent < 2 ? item.ascent : 0.8;
  const desc = item.descent !== undefined && item.descent < 0 && item.descent > -1 ? item.descent : -0.2;
  const len = Math.max(0, item.width);
  const [a, b, c, d, e, f] = viewport.transform as [number, number, number, number, number, number];
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const along of [0, len]) {
    for (const up of [desc * fs, asc * fs]) {
      const px = t[4] + ux * along + vx * up;
      const py = t[5] + uy * along + vy * up;
      const x = a * px + c * py + e;
      const y = b * px + d * py + f;
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
    }
  }
  return clampRect({
    x: minX / viewport.width,
    y: minY / viewport.height,
    w: (maxX - minX) / viewport.width,
    h: (maxY - minY) / viewport.height
  });
}

function clampRect(r: Rect): Rect {
  const x0 = clamp01(r.x);
  const y0 = clamp01(r.y);
  const x1 = clamp01(r.x + r.w);
  const y1 = clamp01(r.y + r.h);
  return { x: round6(x0), y: round6(y0), w: round6(x1 - x0), h: round6(y1 - y0) };
}

function clamp01(v: number): number {
  return Number.isFinite(v) ? Math.min(1, Math.max(0, v)) : 0;
}

function round6(v: number): number {
  return Math.round(v * 1e6) / 1e6;
}

/** Font names that signal a bold weight (only meaningful when the name carries the face name). */
export function isBoldFontName(name: string): boolean {
  return /bold|black|heavy|semibold|demibold|[-_,](?:[6-9]00|sb|bd)\b/i.test(name);
}
