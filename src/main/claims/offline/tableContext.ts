/**
 * What a table row needs from above it: the year columns of its header line and the caption that
 * names the table ("Greenhouse gas emissions"), found by position on the page rather than by reading
 * order, because ingestion may interleave a table with the prose of the next column. An entry serves
 * rows below it whose line overlaps it horizontally; prose in that column retires the entries above.
 * The first caption since the last prose names the table, the latest one the group of rows.
 */
import type { Rect } from '../../ingest/types';

interface Entry {
  kind: 'header' | 'caption';
  years: string[];
  text: string;
  box: Rect;
}

export interface RowContext {
  years?: string[];
  /** Caption and header note, e.g. "Greenhouse gas emissions (In 1,000 metric tons of CO2e)". */
  context?: string;
}

/** Below this vertical distance (share of page height), an entry still serves a row. */
const REACH = 0.6;

function overlaps(a: Rect, b: Rect): boolean {
  return Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x) > 0;
}

export interface TableContext {
  addHeader(years: string[], note: string, box: Rect): void;
  /** A short title-like line above a table or a group of its rows. */
  addCaption(text: string, box: Rect): void;
  /** Prose ends the tables above it in its column. */
  addProse(box: Rect): void;
  forRow(box: Rect, cells: number): RowContext;
}

export function createTableContext(): TableContext {
  let entries: Entry[] = [];
  return {
    addHeader(years, note, box) {
      entries.push({ kind: 'header', years, text: note, box });
    },
    addCaption(text, box) {
      entries.push({ kind: 'caption', years: [], text, box });
    },
    addProse(box) {
      entries = entries.filter((e) => !(overlaps(e.box, box) && e.box.y <= box.y + box.h));
    },
    forRow(box, cells) {
      const above = entries.filter((e) => overlaps(e.box, box) && e.box.y <= box.y + 1e-6 && box.y - e.box.y <= REACH);
      const header = above.filter((e) => e.kind === 'header').sort((a, b) => b.box.y - a.box.y)[0];
      // The first caption names the table; the last one below it and the header, if any, names the
      // group of rows ("Indirect emissions (scope 2)" above "Location-based" / "Market-based").
      const captions = above.filter((e) => e.kind === 'caption').sort((a, b) => a.box.y - b.box.y);
      const title = captions[0];
      const last = captions[captions.length - 1];
      const group = last && last !== title && (!header || last.box.y > header.box.y) ? last : undefined;
      const out: RowContext = {};
      if (header && header.years.length <= cells) out.years = header.years;
      const parts = [group?.text, [title?.text, header?.text].filter(Boolean).join(' ')];
      const context = parts.filter((t): t is string => Boolean(t)).join('; ');
      if (context) out.context = context;
      return out;
    }
  };
}
