/**
 * Paints one page into a fresh canvas off-screen, so the previous canvas stays visible until the
 * new one is ready (no flash on zoom). Cancellable; a cancelled job resolves to null.
 */
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { canvasOutputScale, PDF_TO_CSS } from './zoom';

/** Upper bound on canvas pixels per page (about 4096²); beyond it the output scale drops. */
const MAX_CANVAS_PIXELS = 16_777_216;

export interface RenderJob {
  promise: Promise<HTMLCanvasElement | null>;
  cancel: () => void;
}

const isCancellation = (err: unknown): boolean => err instanceof Error && err.name === 'RenderingCancelledException';

export function renderPage(doc: PDFDocumentProxy, pageNumber: number, scale: number): RenderJob {
  let cancelled = false;
  let task: RenderTask | null = null;

  const promise = (async () => {
    const page = await doc.getPage(pageNumber);
    if (cancelled) return null;
    const viewport = page.getViewport({ scale: scale * PDF_TO_CSS });
    const out = canvasOutputScale(viewport.width, viewport.height, window.devicePixelRatio || 1, MAX_CANVAS_PIXELS);
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.floor(viewport.width * out));
    canvas.height = Math.max(1, Math.floor(viewport.height * out));
    canvas.className = 'page-canvas';
    canvas.setAttribute('aria-hidden', 'true');
    task = page.render({ canvas, viewport, ...(out !== 1 ? { transform: [out, 0, 0, out, 0, 0] } : {}) });
    try {
      await task.promise;
    } catch (err) {
      releaseCanvas(canvas);
      if (cancelled || isCancellation(err)) return null;
      throw err;
    }
    if (cancelled) {
      releaseCanvas(canvas);
      return null;
    }
    return canvas;
  })();

  return {
    promise,
    cancel: () => {
      cancelled = true;
      task?.cancel();
    }
  };
}

/** Frees a canvas's backing store now rather than at garbage collection. */
export function releaseCanvas(canvas: HTMLCanvasElement): void {
  canvas.width = 0;
  canvas.height = 0;
  canvas.remove();
}
