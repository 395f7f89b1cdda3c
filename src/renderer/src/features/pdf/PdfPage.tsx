/**
 * One page of the column: a placeholder of the page's exact size that holds a canvas only while it
 * is within about a screen of the viewport. Leaving that zone cancels any render in flight and
 * frees the canvas. `data-rendered="true"` means the canvas shows this page at the current scale.
 */
import { memo, useEffect, useRef, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import type { PageBox } from './layout';
import { FindHits } from './find/FindHits';
import { PageOverlay, type OverlayRenderer } from './PageOverlay';
import { releaseCanvas, renderPage } from './renderPage';
import type { VisibilityTracker } from './visibilityTracker';

export interface PdfPageProps {
  doc: PDFDocumentProxy;
  box: PageBox;
  scale: number;
  tracker: VisibilityTracker | null;
  renderOverlay?: OverlayRenderer | undefined;
}

/** What the canvas currently shows: the scale, and which "near" period it was painted in. */
interface Painted {
  scale: number;
  period: number;
}

const releaseAll = (host: HTMLElement): void => host.querySelectorAll('canvas').forEach(releaseCanvas);

export const PdfPage = memo(function PdfPage({ doc, box, scale, tracker, renderOverlay }: PdfPageProps) {
  const pageRef = useRef<HTMLDivElement>(null);
  const canvasHost = useRef<HTMLDivElement>(null);
  // `period` counts arrivals into the near zone, so a canvas freed on leaving is never mistaken for
  // one painted after coming back.
  const [near, setNear] = useState({ near: false, period: 0 });
  const [painted, setPainted] = useState<Painted | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const el = pageRef.current;
    if (!el || !tracker) return;
    return tracker.observe(el, (isNear) =>
      setNear((prev) =>
        prev.near === isNear ? prev : { near: isNear, period: isNear ? prev.period + 1 : prev.period }
      )
    );
  }, [tracker]);

  const { pageNumber } = box;
  useEffect(() => {
    const host = canvasHost.current;
    if (!host) return;
    if (!near.near) {
      releaseAll(host);
      return;
    }
    const job = renderPage(doc, pageNumber, scale);
    job.promise.then(
      (canvas) => {
        if (!canvas) return;
        releaseAll(host);
        host.appendChild(canvas);
        setPainted({ scale, period: near.period });
        setFailed(false);
      },
      () => setFailed(true)
    );
    return () => job.cancel();
  }, [doc, pageNumber, scale, near]);

  useEffect(() => {
    const host = canvasHost.current;
    return () => {
      if (host) releaseAll(host);
    };
  }, []);

  const rendered = near.near && painted !== null && painted.scale === scale && painted.period === near.period;
  const size = { width: box.width, height: box.height };
  return (
    <div
      ref={pageRef}
      className="pdf-page"
      style={{ top: box.top, left: box.left, width: box.width, height: box.height }}
      data-testid="pdf-page"
      data-page-number={pageNumber}
      data-rendered={rendered ? 'true' : 'false'}
      role="group"
      aria-label={`Page ${pageNumber}`}
    >
      <div ref={canvasHost} className="page-canvas-host" role="img" aria-label={`Page ${pageNumber}`} />
      {failed && <div className="page-error">Page {pageNumber} could not be drawn.</div>}
      <PageOverlay pageNumber={pageNumber} size={size}>
        {renderOverlay?.(pageNumber, size)}
        <FindHits pageNumber={pageNumber} size={size} near={near.near} />
      </PageOverlay>
    </div>
  );
});
