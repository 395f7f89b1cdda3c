/**
 * Per-page overlay slot sized exactly to the rendered page. Highlights (page-relative rectangles
 * multiplied by this size) will be drawn here, so zoom is only a scale and never re-anchors.
 */
import type { ReactNode } from 'react';
import type { OverlayRenderer, OverlaySize } from '../../components/overlay';

export type { OverlaySize, OverlayRenderer };

export function PageOverlay({
  pageNumber,
  size,
  children
}: {
  pageNumber: number;
  size: OverlaySize;
  children?: ReactNode;
}) {
  return (
    <div
      className="page-overlay"
      data-testid="page-overlay"
      data-page-number={pageNumber}
      style={{ width: size.width, height: size.height }}
    >
      {children}
    </div>
  );
}
