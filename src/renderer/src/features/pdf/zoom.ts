/**
 * Zoom math for the PDF viewer: discrete zoom steps, fit-width / fit-page scales and the label shown
 * in the toolbar. Pure functions only; the viewer owns the state and the DOM measurements.
 */
import type { ZoomState } from '../../stores/viewerStore';

export type { ZoomState };

/** pdf.js convention: 1 PDF point at 100% is 96/72 CSS pixels, so 100% looks like the printed page. */
export const PDF_TO_CSS = 96 / 72;
export const MIN_SCALE = 0.25;
export const MAX_SCALE = 5;
const ZOOM_STEPS: readonly number[] = [0.25, 0.33, 0.5, 0.67, 0.75, 0.8, 0.9, 1, 1.1, 1.25, 1.5, 1.75, 2, 2.5, 3, 4, 5];

export interface PageSize {
  /** Size in PDF points as displayed (after the page's own rotation). */
  width: number;
  height: number;
}

export interface ViewportSize {
  width: number;
  height: number;
}

const EPSILON = 1e-3;

export const clampScale = (scale: number): number =>
  Number.isFinite(scale) ? Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale)) : 1;

/** The next step strictly above `scale` (a 1.3 zoom goes to 1.5, not 1.25). */
export function zoomInStep(scale: number): number {
  // Above the scale as shown too: from a fitted 74.6 % ("75 %") the next step is 80 %, not 75 %.
  const shown = Math.round(scale * 100);
  const next = ZOOM_STEPS.find((s) => s > scale + EPSILON && Math.round(s * 100) > shown);
  return next ?? MAX_SCALE;
}

/** The next step strictly below `scale`. */
export function zoomOutStep(scale: number): number {
  const shown = Math.round(scale * 100);
  for (let i = ZOOM_STEPS.length - 1; i >= 0; i--) {
    const s = ZOOM_STEPS[i];
    if (s !== undefined && s < scale - EPSILON && Math.round(s * 100) < shown) return s;
  }
  return MIN_SCALE;
}

/**
 * Scale at which `page` fills the available width. `padding` is the horizontal space kept free on
 * each side of the page (page gutter plus room for a vertical scrollbar).
 */
export function fitWidthScale(viewport: ViewportSize, page: PageSize, padding: number): number {
  const available = viewport.width - 2 * padding;
  if (available <= 0 || page.width <= 0) return 1;
  return clampScale(available / (page.width * PDF_TO_CSS));
}

/** Scale at which the whole `page` fits inside the viewport, both directions. */
export function fitPageScale(viewport: ViewportSize, page: PageSize, padding: number): number {
  const w = viewport.width - 2 * padding;
  const h = viewport.height - 2 * padding;
  if (w <= 0 || h <= 0 || page.width <= 0 || page.height <= 0) return 1;
  return clampScale(Math.min(w / (page.width * PDF_TO_CSS), h / (page.height * PDF_TO_CSS)));
}

/** Resolves a zoom mode to a concrete scale for the current viewport; custom keeps its scale. */
export function resolveScale(
  zoom: ZoomState,
  viewport: ViewportSize,
  page: PageSize | undefined,
  padding: number
): number {
  if (!page || zoom.mode === 'custom') return clampScale(zoom.scale);
  return zoom.mode === 'fit-width' ? fitWidthScale(viewport, page, padding) : fitPageScale(viewport, page, padding);
}

export const formatZoom = (scale: number): string => `${Math.round(scale * 100)}%`;

/**
 * How many device pixels per CSS pixel a page canvas gets: the screen's ratio, reduced when the
 * canvas would exceed `maxPixels` (browsers refuse or crawl on huge canvases at high zoom).
 */
export function canvasOutputScale(
  cssWidth: number,
  cssHeight: number,
  devicePixelRatio: number,
  maxPixels: number
): number {
  const dpr = devicePixelRatio > 0 ? devicePixelRatio : 1;
  const pixels = cssWidth * dpr * cssHeight * dpr;
  if (pixels <= maxPixels || pixels <= 0) return dpr;
  return Math.sqrt(maxPixels / (cssWidth * cssHeight));
}
