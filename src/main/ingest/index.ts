/**
 * Public surface of the ingestion layer: parsing a PDF, rebuilding page text with its back-map, and
 * mapping text spans to item ranges and page-relative rectangles.
 */
export { parsePdf, pickTitle } from './parse';
export { MAX_PAGES } from './errors';
export { normalizeText, normalizeWithMap, countWords, foldScripts } from './normalize';
export { buildPageText, analysePage } from './pageText';
export { spanToItemRanges, rangesToRects, rangeRect } from './spans';
export { workersAvailable, defaultWorkerCount } from './workerPool';
export { detectFurniture } from './furniture';
export type * from './types';
