/**
 * What the table model reads from a page: tables whose cells each carry the row and column they
 * stand in, the year they are for, the value as printed and as a number, the unit and its multiple
 * (tonnes per printed unit for masses), and where they stand on the page.
 */
import type { Rect } from '../../ingest/types';

/** One piece of text on a page, a table cell or a line's words, with footnote marks set apart. */
export interface Piece {
  text: string;
  box: Rect;
  fontSize: number;
  /** Footnote marks printed as superscripts after it ("¹", "*", "a)"). */
  marks: string[];
}

/** One printed line of a page: its pieces left to right, split where a gap wider than a space stands. */
export interface VisualLine {
  cells: Piece[];
  box: Rect;
  fontSize: number;
}

/** A unit as a table states it: the phrase, and tonnes per unit when it is a mass ("kt CO2e" → 1000). */
export interface TableUnit {
  printed: string;
  tonnesPer?: number;
  co2e: boolean;
}

export interface TableCell {
  /** The metric the cell is for: the row label (years as columns) or the column label (years as rows). */
  metric: string;
  rowLabel: string;
  columnLabel: string;
  /** A heading line inside the table above the row ("Scope 2" over "Location-based"). */
  group?: string;
  /** The year (the last year of a fiscal period) and the period as printed ("2023/24"). */
  year: number;
  period: string;
  raw: string;
  /** Null for "n/a" and dashes. */
  value: number | null;
  unit?: TableUnit;
  page: number;
  /** The cell and its label. */
  rects: Rect[];
}

/** A change in per cent printed beside a table's row, with the years it compares (changeColumns.ts). */
export interface TableChange {
  /** The row's metric, its group first ("Scope 2 Market-based"). */
  metric: string;
  /** The change in per cent, negative for a fall. */
  pct: number;
  raw: string;
  /** The head of the change column as printed. */
  head: string;
  year: number;
  baseYear: number;
  /** The base year is called a baseline or base year in the head. */
  baseline: boolean;
  /** The row's own cells of the two years the change compares. */
  current: TableCell;
  base: TableCell;
  page: number;
  rects: TableCell['rects'];
}

export interface PageTable {
  page: number;
  /** The caption above the table, when a short line names it. */
  title?: string;
  /** Where the table stands: header and rows. */
  box: Rect;
  /** The line boxes of its rows, for telling which older readings it replaces. */
  rows: Rect[];
  cells: TableCell[];
  /** Changes in per cent printed beside the rows (changeColumns.ts). */
  changes?: TableChange[];
  /**
   * Values of a chart that places them by value (aligned.ts), not a table: no cell is read from these lines, and
   * no other reading of them may state their figures.
   */
  chart?: boolean;
}
