/**
 * The contract between the PDF viewer and whatever draws over its pages (claim highlights today):
 * the rendered page's size, and a function that draws one page's overlay at that size. Shared so no
 * feature imports another feature's internals.
 */
import type { ReactNode } from 'react';

export interface OverlaySize {
  width: number;
  height: number;
}

export type OverlayRenderer = (pageNumber: number, size: OverlaySize) => ReactNode;
