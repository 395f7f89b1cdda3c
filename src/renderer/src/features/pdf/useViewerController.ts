/**
 * The viewer's behaviour around the scroll container: measures it, resolves the zoom to a scale,
 * lays pages out, keeps the reader's place across zooms and resizes, tracks the current page on
 * scroll, and exposes navigation and zoom commands. State others read lives in `viewerStore`.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type UIEvent } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { navigationStore } from '../../stores/navigationStore';
import {
  PAGE_GUTTER,
  anchorAt,
  currentPageAt,
  layoutPages,
  scrollTopForAnchor,
  scrollTopForPage,
  type ColumnLayout,
  type PagePin,
  type ScrollAnchor
} from './layout';
import { initialViewerState, useViewerStore, viewerStore } from '../../stores/viewerStore';
import { openFind } from './find/findActions';
import { resolveScale, zoomInStep, zoomOutStep, type PageSize, type ViewportSize } from './zoom';

export interface ViewerCommands {
  jumpTo: (pageNumber: number) => void;
  nextPage: () => void;
  prevPage: () => void;
  firstPage: () => void;
  lastPage: () => void;
  zoomIn: () => void;
  zoomOut: () => void;
  fitWidth: () => void;
  fitPage: () => void;
  /** Opens the find bar (or focuses it again). */
  find: () => void;
}

export interface ViewerController {
  setScrollEl: (el: HTMLDivElement | null) => void;
  scrollEl: HTMLDivElement | null;
  layout: ColumnLayout;
  scale: number;
  /** False until the scroll container has been measured; pages wait for it to avoid a wasted render. */
  measured: boolean;
  onScroll: (e: UIEvent<HTMLDivElement>) => void;
  commands: ViewerCommands;
}

function useViewportSize(el: HTMLElement | null): ViewportSize {
  const [size, setSize] = useState<ViewportSize>({ width: 0, height: 0 });
  useEffect(() => {
    if (!el) return;
    const ro = new ResizeObserver(() =>
      setSize((s) =>
        s.width === el.clientWidth && s.height === el.clientHeight
          ? s
          : { width: el.clientWidth, height: el.clientHeight }
      )
    );
    ro.observe(el);
    return () => ro.disconnect();
  }, [el]);
  return size;
}

export function useViewerController(doc: PDFDocumentProxy, sizes: PageSize[]): ViewerController {
  const [scrollEl, setScrollEl] = useState<HTMLDivElement | null>(null);
  const viewport = useViewportSize(scrollEl);
  const zoom = useViewerStore((s) => s.zoom);
  const scale = useMemo(() => resolveScale(zoom, viewport, sizes[0], PAGE_GUTTER), [zoom, viewport, sizes]);
  const layout = useMemo(() => layoutPages(sizes, scale, viewport.width), [sizes, scale, viewport.width]);

  const layoutRef = useRef(layout);
  const pinRef = useRef<PagePin | null>(null);
  const anchorRef = useRef<ScrollAnchor | null>(null);
  const prevLayoutRef = useRef<ColumnLayout | null>(null);
  const frameRef = useRef(0);

  useEffect(() => {
    viewerStore.setState({ ...initialViewerState, pageCount: doc.numPages });
    return () => viewerStore.setState(initialViewerState);
  }, [doc]);

  useEffect(() => {
    viewerStore.setState({ scale });
  }, [scale]);

  // Keep the reader's place when the layout changes (zoom, resize, page sizes arriving).
  useLayoutEffect(() => {
    layoutRef.current = layout;
    const prev = prevLayoutRef.current;
    prevLayoutRef.current = layout;
    if (!scrollEl || !prev || prev === layout) return;
    const pin = pinRef.current;
    const anchor = pin ? { pageNumber: pin.pageNumber, fraction: 0 } : anchorRef.current;
    if (anchor) scrollEl.scrollTop = scrollTopForAnchor(layout, anchor);
    if (pin) pinRef.current = { pageNumber: pin.pageNumber, scrollTop: scrollEl.scrollTop };
    if (layout.totalWidth !== prev.totalWidth)
      scrollEl.scrollLeft = Math.max(0, (layout.totalWidth - scrollEl.clientWidth) / 2);
  }, [layout, scrollEl]);

  const updateCurrent = useCallback(() => {
    frameRef.current = 0;
    const el = scrollEl;
    if (!el) return;
    const lay = layoutRef.current;
    const pin = pinRef.current;
    if (pin && Math.abs(pin.scrollTop - el.scrollTop) >= 2) pinRef.current = null;
    if (!pinRef.current) anchorRef.current = anchorAt(lay, el.scrollTop);
    const current = currentPageAt(lay, el.scrollTop, el.clientHeight, pinRef.current);
    if (current !== viewerStore.getState().currentPage) viewerStore.setState({ currentPage: current });
  }, [scrollEl]);

  const onScroll = useCallback(() => {
    if (!frameRef.current) frameRef.current = requestAnimationFrame(updateCurrent);
  }, [updateCurrent]);

  useEffect(() => () => cancelAnimationFrame(frameRef.current), []);

  const jumpTo = useCallback(
    (pageNumber: number) => {
      const lay = layoutRef.current;
      if (lay.pages.length === 0) return;
      const target = Math.min(Math.max(1, Math.round(pageNumber)), lay.pages.length);
      if (scrollEl) {
        scrollEl.scrollTop = scrollTopForPage(lay, target);
        pinRef.current = { pageNumber: target, scrollTop: scrollEl.scrollTop };
      }
      anchorRef.current = { pageNumber: target, fraction: 0 };
      viewerStore.setState({ currentPage: target });
    },
    [scrollEl]
  );

  const commands = useMemo<ViewerCommands>(() => {
    const current = () => viewerStore.getState().currentPage;
    const setCustom = (next: (scale: number) => number) => {
      const s = viewerStore.getState().scale;
      viewerStore.setState({ zoom: { mode: 'custom', scale: next(s) } });
    };
    return {
      jumpTo,
      nextPage: () => jumpTo(current() + 1),
      prevPage: () => jumpTo(current() - 1),
      firstPage: () => jumpTo(1),
      lastPage: () => jumpTo(layoutRef.current.pages.length),
      zoomIn: () => setCustom(zoomInStep),
      zoomOut: () => setCustom(zoomOutStep),
      fitWidth: () => viewerStore.setState((s) => ({ zoom: { mode: 'fit-width', scale: s.scale } })),
      fitPage: () => viewerStore.setState((s) => ({ zoom: { mode: 'fit-page', scale: s.scale } })),
      find: openFind
    };
  }, [jumpTo]);

  // Pages requested by other panels (structure preview, later claims).
  useEffect(
    () =>
      navigationStore.subscribe((s, prev) => {
        if (s.pageRequest && s.pageRequest !== prev.pageRequest) jumpTo(s.pageRequest.pageNumber);
      }),
    [jumpTo]
  );

  return { setScrollEl, scrollEl, layout, scale, measured: viewport.width > 0, onScroll, commands };
}
