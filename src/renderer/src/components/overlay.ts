/**
 * The contract between the PDF viewer and whatever draws over its pages (claim highlights today):
 * the rendered page's size, and a function that draws one page's overlay at that size. Shared so no
 * feature imports another feature's internals.
 */
import type { ReactNode } from 'react';
import type { PageMark } from './pageMarks';

export interface OverlaySize {
  width: number;
  height: number;
}

export type OverlayRenderer = (pageNumber: number, size: OverlaySize) => ReactNode;

/**
 * What a feature adds to the PDF viewer (claims today), composed by the workspace: the per-page
 * overlay, a legend drawn under the toolbar (it subscribes to what it shows), and a hook giving the
 * marks per page for the overview strip. All stable per report, so the viewer does not re-render.
 */
export interface PdfDecorations {
  renderOverlay: OverlayRenderer;
  legend?: ReactNode;
  usePageMarks?: () => readonly PageMark[];
}
