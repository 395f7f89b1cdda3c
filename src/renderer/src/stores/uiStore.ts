/**
 * Layout state of the shell: side-panel widths of the report view (changed by the splitters) and
 * which side panels are collapsed, remembered in localStorage; whether the keyboard-shortcuts
 * dialog is open; and why the latest command could not run.
 */
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { DEFAULT_LAYOUT, parseLayout, RAIL_WIDTH, type Collapsed, type PanelLayout } from './panelLayout';
import { fitPanels, resizePanel, SPLITTER_WIDTH, type PanelSizes, type SidePanel } from './panelSizes';

const LAYOUT_KEY = 'sibyl.layout';

export interface UiState extends PanelLayout {
  shortcutsOpen: boolean;
  /** The latest word from a command that could not run (why), numbered so a repeat is announced again. */
  announcement: { text: string; seq: number } | null;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const initialLayout = (): PanelLayout =>
  typeof window === 'undefined' ? DEFAULT_LAYOUT : parseLayout(storage()?.getItem(LAYOUT_KEY) ?? null);

export const uiStore = createStore<UiState>(() => ({ ...initialLayout(), shortcutsOpen: false, announcement: null }));

uiStore.subscribe((s, prev) => {
  if (s.panels === prev.panels && s.collapsed === prev.collapsed) return;
  storage()?.setItem(LAYOUT_KEY, JSON.stringify({ panels: s.panels, collapsed: s.collapsed }));
});

const useUiStore = <T>(selector: (s: UiState) => T): T => useStore(uiStore, selector);
export const usePanelSizes = (): PanelSizes => useUiStore((s) => s.panels);
export const useCollapsed = (): Collapsed => useUiStore((s) => s.collapsed);
export const useShortcutsOpen = (): boolean => useUiStore((s) => s.shortcutsOpen);
export const useAnnouncement = (): UiState['announcement'] => useUiStore((s) => s.announcement);

export function movePanelSplitter(panel: SidePanel, delta: number, totalWidth: number): void {
  uiStore.setState((s) => {
    const other: SidePanel = panel === 'agents' ? 'reasoning' : 'agents';
    // A collapsed neighbour takes only its rail; drag from the widths drawn (fitted to the window).
    const drawn = s.collapsed[other]
      ? { ...s.panels, [other]: RAIL_WIDTH - SPLITTER_WIDTH }
      : fitPanels(s.panels, totalWidth);
    const moved = resizePanel(drawn, panel, delta, totalWidth);
    if (moved === drawn) return s;
    return { panels: s.collapsed[other] ? { ...s.panels, [panel]: moved[panel] } : moved };
  });
}

export function togglePanel(panel: SidePanel): void {
  uiStore.setState((s) => ({ collapsed: { ...s.collapsed, [panel]: !s.collapsed[panel] } }));
}

export function setShortcutsOpen(open: boolean): void {
  uiStore.setState({ shortcutsOpen: open });
}

export function announce(text: string): void {
  uiStore.setState((s) => ({ announcement: { text, seq: (s.announcement?.seq ?? 0) + 1 } }));
}

export function clearAnnouncement(seq: number): void {
  if (uiStore.getState().announcement?.seq === seq) uiStore.setState({ announcement: null });
}
