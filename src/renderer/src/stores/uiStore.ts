/** Layout state of the shell: side-panel widths of the report view, changed by the splitters. */
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { DEFAULT_PANEL_SIZES, fitPanels, resizePanel, type PanelSizes, type SidePanel } from './panelSizes';

export interface UiState {
  panels: PanelSizes;
}

export const uiStore = createStore<UiState>(() => ({ panels: DEFAULT_PANEL_SIZES }));

export const useUiStore = <T>(selector: (s: UiState) => T): T => useStore(uiStore, selector);
export const usePanelSizes = (): PanelSizes => useUiStore((s) => s.panels);

export function movePanelSplitter(panel: SidePanel, delta: number, totalWidth: number): void {
  uiStore.setState((s) => {
    // Drag from the widths drawn (fitted to the window), not from wider ones chosen before it narrowed.
    const panels = resizePanel(fitPanels(s.panels, totalWidth), panel, delta, totalWidth);
    return panels === s.panels ? s : { panels };
  });
}
