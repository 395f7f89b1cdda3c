/**
 * Vertical drag handle on the left edge of a side panel. Pointer drag or arrow keys resize the
 * panel through the UI store; the PDF panel takes up the rest.
 */
import { useRef, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import type { SidePanel } from '../stores/panelSizes';
import { movePanelSplitter, usePanelSizes } from '../stores/uiStore';

const KEY_STEP = 16;

export interface SplitterProps {
  panel: SidePanel;
  label: string;
  containerRef: RefObject<HTMLElement | null>;
}

export function Splitter({ panel, label, containerRef }: SplitterProps) {
  const width = usePanelSizes()[panel];
  const lastX = useRef<number | null>(null);
  const total = () => containerRef.current?.clientWidth ?? window.innerWidth;

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0) return;
    e.preventDefault();
    e.currentTarget.setPointerCapture(e.pointerId);
    lastX.current = e.clientX;
    document.body.classList.add('is-resizing');
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (lastX.current === null) return;
    const delta = e.clientX - lastX.current;
    if (delta === 0) return;
    movePanelSplitter(panel, delta, total());
    lastX.current = e.clientX;
  };
  const endDrag = () => {
    lastX.current = null;
    document.body.classList.remove('is-resizing');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
      e.preventDefault();
      movePanelSplitter(panel, e.key === 'ArrowLeft' ? -KEY_STEP : KEY_STEP, total());
    }
  };

  return (
    <div
      className="splitter"
      role="separator"
      aria-orientation="vertical"
      aria-label={label}
      aria-valuenow={width}
      tabIndex={0}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
      onKeyDown={onKeyDown}
      data-testid={`splitter-${panel}`}
    />
  );
}
