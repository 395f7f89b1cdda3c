/**
 * State of the PDF viewer shown by the toolbar and other panels: page count, current page, zoom.
 * It is shared renderer state (the claims panel reads the current page), so it lives in stores/.
 * One viewer exists at a time; `useViewerController` writes it and resets it per document.
 */
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';

type ZoomMode = 'fit-width' | 'fit-page' | 'custom';

export interface ZoomState {
  mode: ZoomMode;
  scale: number;
}

export interface ViewerState {
  pageCount: number;
  currentPage: number;
  zoom: ZoomState;
  /** The resolved scale in use (fit modes resolve against the viewport). */
  scale: number;
}

export const initialViewerState: ViewerState = {
  pageCount: 0,
  currentPage: 1,
  zoom: { mode: 'fit-width', scale: 1 },
  scale: 1
};

export const viewerStore = createStore<ViewerState>(() => initialViewerState);

export const useViewerStore = <T>(selector: (s: ViewerState) => T): T => useStore(viewerStore, selector);
export const useCurrentPage = (): number => useViewerStore((s) => s.currentPage);
export const usePageCount = (): number => useViewerStore((s) => s.pageCount);
export const useScale = (): number => useViewerStore((s) => s.scale);
export const useZoomMode = (): ZoomState['mode'] => useViewerStore((s) => s.zoom.mode);
