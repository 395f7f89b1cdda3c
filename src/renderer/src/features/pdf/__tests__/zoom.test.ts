import { describe, expect, it } from 'vitest';
import {
  MAX_SCALE,
  MIN_SCALE,
  PDF_TO_CSS,
  canvasOutputScale,
  clampScale,
  fitPageScale,
  fitWidthScale,
  formatZoom,
  resolveScale,
  zoomInStep,
  zoomOutStep
} from '../zoom';

const A4 = { width: 595, height: 842 };

describe('zoom steps', () => {
  it('moves to the next discrete step, never staying put', () => {
    expect(zoomInStep(1)).toBe(1.1);
    expect(zoomInStep(1.3)).toBe(1.5);
    expect(zoomOutStep(1)).toBe(0.9);
    expect(zoomOutStep(1.3)).toBe(1.25);
  });

  it('moves past the scale as shown: a fitted 74.6 % reads "75 %", so zoom in goes to 80 % and out to 67 %', () => {
    expect(zoomInStep(0.746)).toBe(0.8);
    expect(zoomOutStep(0.754)).toBe(0.67);
  });

  it('stops at the bounds', () => {
    expect(zoomInStep(MAX_SCALE)).toBe(MAX_SCALE);
    expect(zoomOutStep(MIN_SCALE)).toBe(MIN_SCALE);
    expect(clampScale(10)).toBe(MAX_SCALE);
    expect(clampScale(0.01)).toBe(MIN_SCALE);
    expect(clampScale(Number.NaN)).toBe(1);
  });
});

describe('fit scales', () => {
  it('fit width fills the width minus padding', () => {
    const scale = fitWidthScale({ width: 1000, height: 500 }, A4, 20);
    expect(scale * A4.width * PDF_TO_CSS).toBeCloseTo(960, 5);
  });

  it('fit page is limited by the tighter dimension', () => {
    const scale = fitPageScale({ width: 1000, height: 500 }, A4, 10);
    expect(scale * A4.height * PDF_TO_CSS).toBeCloseTo(480, 5);
    expect(scale * A4.width * PDF_TO_CSS).toBeLessThan(980);
  });

  it('a landscape page in a tall viewport is limited by width', () => {
    const landscape = { width: 842, height: 595 };
    const scale = fitPageScale({ width: 600, height: 1200 }, landscape, 0);
    expect(scale * landscape.width * PDF_TO_CSS).toBeCloseTo(600, 5);
  });

  it('falls back to 100% when there is nothing to fit', () => {
    expect(fitWidthScale({ width: 0, height: 0 }, A4, 10)).toBe(1);
    expect(resolveScale({ mode: 'fit-width', scale: 2 }, { width: 800, height: 600 }, undefined, 10)).toBe(2);
  });

  it('custom mode keeps its own scale', () => {
    expect(resolveScale({ mode: 'custom', scale: 1.5 }, { width: 800, height: 600 }, A4, 10)).toBe(1.5);
  });
});

describe('labels and canvas resolution', () => {
  it('formats a percentage', () => {
    expect(formatZoom(1)).toBe('100%');
    expect(formatZoom(0.666)).toBe('67%');
  });

  it('uses the device ratio when the canvas is small enough', () => {
    expect(canvasOutputScale(800, 1000, 2, 16_000_000)).toBe(2);
  });

  it('reduces the ratio so the canvas stays under the pixel cap', () => {
    const s = canvasOutputScale(4000, 5000, 2, 16_000_000);
    expect(s).toBeLessThan(2);
    expect(4000 * s * 5000 * s).toBeCloseTo(16_000_000, 0);
  });
});
