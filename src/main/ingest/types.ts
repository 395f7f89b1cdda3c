/**
 * Types owned by the ingestion layer: what extraction yields per page, what page analysis adds
 * (normalized text, lines, blocks) and the ParsedDocument handed to the stores.
 */
import type { Chunk, Page, Rotation, Section, TextItem } from '../../shared/domain/report';
import type { Rect, Transform } from '../../shared/domain/geometry';

export type { Chunk, Rotation, Section, TextItem, Rect, Transform };

/** A page as pdf.js gives it: size as displayed (after rotation) and its text items, in pdf.js order. */
export interface ExtractedPage {
  pageNumber: number;
  width: number;
  height: number;
  rotation: Rotation;
  items: TextItem[];
}

/** One outline (bookmark) entry; pageNumber is 1-based, null when the destination did not resolve. */
export interface OutlineEntry {
  title: string;
  pageNumber: number | null;
  children: OutlineEntry[];
}

/** A line of text after layout analysis; offsets are into the page's normalized text. */
export interface LineInfo {
  start: number;
  end: number;
  /** Page-relative box (0..1, top-left origin of the displayed page). */
  box: Rect;
  fontSize: number;
  bold: boolean;
  block: number;
}

/** A block (paragraph-like group of lines), in reading order; offsets into the normalized text. */
export interface BlockInfo {
  start: number;
  end: number;
  box: Rect;
  fontSize: number;
  firstLine: number;
  lineCount: number;
}

/** Normalized page text with its back-map: for every UTF-16 unit of `text`, the item and offset it came from. */
export interface PageText {
  text: string;
  itemIdx: Int32Array;
  charOff: Int32Array;
  lines: LineInfo[];
  blocks: BlockInfo[];
}

/** A page after layout and normalization (structured-cloneable, so workers can post it). */
export interface AnalysedPage extends ExtractedPage {
  text: string;
  wordCount: number;
  hasText: boolean;
  lines: LineInfo[];
  blocks: BlockInfo[];
}

/** A character range [start, end) inside one text item's `str`. */
export interface ItemRange {
  item: number;
  start: number;
  end: number;
}

export interface ParsedPage extends Page {
  items: TextItem[];
}

export interface ParsedDocument {
  pageCount: number;
  title: string;
  meta: Record<string, string>;
  pages: ParsedPage[];
  sections: Section[];
  chunks: Chunk[];
  wordCount: number;
  pagesWithoutText: number[];
}

interface ParseProgress {
  pagesDone: number;
  pageCount: number;
}

export interface ParseOptions {
  password?: string;
  reportId: string;
  /** Worker threads for extraction; 1 forces single-threaded. Default: min(4, available parallelism). */
  workers?: number;
  onProgress?: (p: ParseProgress) => void;
  signal?: AbortSignal;
}
