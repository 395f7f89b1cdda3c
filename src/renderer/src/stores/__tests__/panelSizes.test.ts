import { describe, expect, it } from 'vitest';
import { MIN_FIT_SIDE, MIN_PDF_PANEL, MIN_SIDE_PANEL, SPLITTER_WIDTH, fitPanels, resizePanel } from '../panelSizes';

const sizes = { agents: 300, reasoning: 300 };

describe('resizePanel', () => {
  it('dragging a splitter left widens the panel to its right', () => {
    expect(resizePanel(sizes, 'agents', -50, 1600)).toEqual({ agents: 350, reasoning: 300 });
    expect(resizePanel(sizes, 'reasoning', 40, 1600)).toEqual({ agents: 300, reasoning: 260 });
  });

  it('never shrinks a side panel below its minimum', () => {
    expect(resizePanel(sizes, 'agents', 500, 1600).agents).toBe(MIN_SIDE_PANEL);
  });

  it('never squeezes the PDF panel below its minimum', () => {
    const out = resizePanel(sizes, 'agents', -2000, 1600);
    expect(out.agents).toBe(1600 - 2 * SPLITTER_WIDTH - MIN_PDF_PANEL - 300);
  });

  it('returns the same object when nothing changes or nothing fits', () => {
    expect(resizePanel(sizes, 'agents', 0, 1600)).toBe(sizes);
    expect(resizePanel(sizes, 'agents', -10, 700)).toBe(sizes);
  });
});

describe('fitPanels', () => {
  const chosen = { agents: 340, reasoning: 380 };
  it('keeps the chosen widths when the PDF keeps its share', () => {
    expect(fitPanels(chosen, 1440)).toBe(chosen);
    expect(fitPanels(chosen, 1280)).toBe(chosen);
  });

  it('shrinks both side panels in proportion when the window narrows, so all three fit', () => {
    const at1024 = fitPanels(chosen, 1024);
    expect(at1024.agents / at1024.reasoning).toBeCloseTo(340 / 380, 1);
    const pdf = 1024 - 2 * SPLITTER_WIDTH - at1024.agents - at1024.reasoning;
    expect(pdf).toBeGreaterThanOrEqual(MIN_PDF_PANEL);
    expect(at1024.agents).toBeGreaterThanOrEqual(MIN_FIT_SIDE);
  });

  it('never goes below the smallest side width, even in a very narrow window', () => {
    expect(fitPanels(chosen, 600)).toEqual({ agents: MIN_FIT_SIDE, reasoning: MIN_FIT_SIDE });
  });
});
