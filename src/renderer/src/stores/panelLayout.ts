/**
 * The report view's grid when side panels can be collapsed, and the layout the analyst leaves
 * behind (widths and collapsed panels), read back and checked. Pure; uiStore.ts stores it.
 */
import {
  DEFAULT_PANEL_SIZES,
  fitPanels,
  MIN_SIDE_PANEL,
  SPLITTER_WIDTH,
  type PanelSizes,
  type SidePanel
} from './panelSizes';

export type Collapsed = Record<SidePanel, boolean>;

export interface PanelLayout {
  panels: PanelSizes;
  collapsed: Collapsed;
}

/** A collapsed panel leaves a rail this wide (its name and an expand button). */
export const RAIL_WIDTH = 32;
/** The PDF column never gets narrower than this in the grid. */
const PDF_TRACK_MIN = 240;
const SIDE_PANELS: readonly SidePanel[] = ['agents', 'reasoning'];

export const DEFAULT_LAYOUT: PanelLayout = {
  panels: DEFAULT_PANEL_SIZES,
  collapsed: { agents: false, reasoning: false }
};

/**
 * The grid's column tracks, left to right: the PDF (takes the rest), then per side panel either a
 * splitter and the panel, or its rail alone. Open panels share what the rails leave as `fitPanels` says.
 */
export function workspaceColumns(layout: PanelLayout, totalWidth: number): string {
  const { panels, collapsed } = layout;
  const rails = SIDE_PANELS.filter((p) => collapsed[p]).length * RAIL_WIDTH;
  const fitted = fitPanels(
    { agents: collapsed.agents ? 0 : panels.agents, reasoning: collapsed.reasoning ? 0 : panels.reasoning },
    totalWidth - rails
  );
  const track = (p: SidePanel): string[] =>
    collapsed[p] ? [`${RAIL_WIDTH}px`] : [`${SPLITTER_WIDTH}px`, `${fitted[p]}px`];
  return [`minmax(${PDF_TRACK_MIN}px, 1fr)`, ...track('agents'), ...track('reasoning')].join(' ');
}

const width = (value: unknown, fallback: number): number =>
  typeof value === 'number' && Number.isFinite(value) && value >= MIN_SIDE_PANEL && value <= 4000
    ? Math.round(value)
    : fallback;

/** A stored layout read back: anything missing or out of range takes the default. */
export function parseLayout(raw: string | null): PanelLayout {
  if (!raw) return DEFAULT_LAYOUT;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return DEFAULT_LAYOUT;
  }
  if (!data || typeof data !== 'object') return DEFAULT_LAYOUT;
  const { panels, collapsed } = data as {
    panels?: Partial<Record<SidePanel, unknown>>;
    collapsed?: Partial<Record<SidePanel, unknown>>;
  };
  return {
    panels: {
      agents: width(panels?.agents, DEFAULT_PANEL_SIZES.agents),
      reasoning: width(panels?.reasoning, DEFAULT_PANEL_SIZES.reasoning)
    },
    collapsed: { agents: collapsed?.agents === true, reasoning: collapsed?.reasoning === true }
  };
}
