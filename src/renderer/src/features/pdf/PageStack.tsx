/** The scrollable column's content: one absolutely placed placeholder per page, from the layout. */
import { useEffect, useMemo } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import type { ColumnLayout } from './layout';
import type { OverlayRenderer } from './PageOverlay';
import { PdfPage } from './PdfPage';
import { createVisibilityTracker } from './visibilityTracker';

export interface PageStackProps {
  doc: PDFDocumentProxy;
  layout: ColumnLayout;
  scale: number;
  scrollRoot: HTMLElement | null;
  renderOverlay?: OverlayRenderer | undefined;
}

export function PageStack({ doc, layout, scale, scrollRoot, renderOverlay }: PageStackProps) {
  const tracker = useMemo(() => (scrollRoot ? createVisibilityTracker(scrollRoot) : null), [scrollRoot]);
  useEffect(() => () => tracker?.disconnect(), [tracker]);

  return (
    <div className="page-stack" style={{ height: layout.totalHeight, width: layout.totalWidth }}>
      {layout.pages.map((box) => (
        <PdfPage
          key={box.pageNumber}
          doc={doc}
          box={box}
          scale={scale}
          tracker={tracker}
          renderOverlay={renderOverlay}
        />
      ))}
    </div>
  );
}
