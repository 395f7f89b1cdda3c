/**
 * Widths of the report view's side panels and the pure rule for resizing them with a splitter:
 * the PDF panel takes what the two side panels leave, and no panel shrinks below its minimum.
 */

export interface PanelSizes {
  /** Middle "Agent dashboard" panel width in CSS px. */
  agents: number;
  /** Right "Reasoning" panel width in CSS px. */
  reasoning: number;
}

export type SidePanel = keyof PanelSizes;

export const DEFAULT_PANEL_SIZES: PanelSizes = { agents: 340, reasoning: 380 };
export const MIN_SIDE_PANEL = 220;
export const MIN_PDF_PANEL = 320;
export const SPLITTER_WIDTH = 6;

/**
 * Moves the splitter on the left edge of `panel` by `delta` px (positive = to the right, which
 * makes that panel narrower). The result respects every panel's minimum within `totalWidth`.
 */
export function resizePanel(sizes: PanelSizes, panel: SidePanel, delta: number, totalWidth: number): PanelSizes {
  const other: SidePanel = panel === 'agents' ? 'reasoning' : 'agents';
  const maxForPanel = totalWidth - 2 * SPLITTER_WIDTH - MIN_PDF_PANEL - sizes[other];
  const wanted = sizes[panel] - delta;
  const width = Math.round(Math.max(MIN_SIDE_PANEL, Math.min(maxForPanel, wanted)));
  if (maxForPanel < MIN_SIDE_PANEL) return sizes;
  return width === sizes[panel] ? sizes : { ...sizes, [panel]: width };
}

/** Smallest a side panel gets when the window is too narrow for the widths chosen. */
export const MIN_FIT_SIDE = 200;
/** Share of the width the PDF keeps when the window narrows (it never gets less than MIN_PDF_PANEL). */
const PDF_SHARE = 0.36;

/**
 * The widths drawn in a workspace `totalWidth` px wide: the chosen widths when they leave the PDF
 * its share, else both side panels shrunk in proportion (never below MIN_FIT_SIDE), so all three
 * panels stay on screen as the window narrows. Returns `sizes` itself when they fit.
 */
export function fitPanels(sizes: PanelSizes, totalWidth: number): PanelSizes {
  const available = totalWidth - 2 * SPLITTER_WIDTH;
  const pdf = Math.max(MIN_PDF_PANEL, Math.round(available * PDF_SHARE));
  const room = available - pdf;
  const wanted = sizes.agents + sizes.reasoning;
  if (totalWidth <= 0 || wanted <= room) return sizes;
  const scale = Math.max(0, room) / wanted;
  return {
    agents: Math.max(MIN_FIT_SIDE, Math.floor(sizes.agents * scale)),
    reasoning: Math.max(MIN_FIT_SIDE, Math.floor(sizes.reasoning * scale))
  };
}
