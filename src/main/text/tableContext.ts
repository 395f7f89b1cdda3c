/**
 * What a table row needs from above it: the year columns of its header line and the caption that
 * names the table ("Greenhouse gas emissions"), found by position on the page rather than by reading
 * order, because ingestion may interleave a table with the prose of the next column. An entry serves
 * rows below it whose line overlaps it horizontally; prose in that column retires the entries above.
 * The first caption since the last prose names the table, the latest one the group of rows.
 * Column headings ("Scope Unit"), leftover cells and prose fragments never become captions
 * (tableWording.ts); a header line's note gives the rows a unit ("in t CO2e") or, failing a
 * caption, names the table. A short line that states a unit of CO2e mass above the header
 * ("TONNES OF CO2e" over the year columns) gives the rows below it that unit when the header has none.
 */
import type { Rect } from '../ingest/types';
import { alignCells, underColumns } from './columnAlign';
import { cleanCaption, splitHeaderNote } from './tableWording';

interface Entry {
  kind: 'header' | 'caption' | 'unit';
  years: string[];
  /** Caption text, or a header's caption-like note ("GHG emissions"). */
  text: string;
  /** Headers only: the unit their note states ("in t CO2e"). */
  unit?: string;
  /** Headers only, when the page geometry is known: where each year stands. */
  columns?: Rect[];
  /** Row groups only: the group the heading row itself stood in (the table's own caption). */
  base?: string;
  /** Row groups only: the box is the whole heading row, cells included, so it serves no row past it. */
  row?: boolean;
  box: Rect;
}

interface RowContext {
  years?: string[];
  /**
   * Group caption, then table caption and unit, e.g. "Indirect
   * emissions (scope 2); Greenhouse gas emissions (in t CO2e)".
   */
  context?: string;
  /** The caption naming the table ("Greenhouse gas emissions"). */
  title?: string;
  /** The caption naming the group of rows below the header ("Indirect emissions (scope 2)"). */
  group?: string;
  /** The unit the header line states ("in t CO2e"). */
  unit?: string;
}

/** A unit of CO2e mass printed on a line of its own: "TONNES OF CO2e", "(1,000 t CO2e)", "metric tons CO2e". */
const CO2E_UNIT = new RegExp(
  String.raw`(?:\b(?:thousands?|1[,.]?000|million)\s+)?\b(?:metric\s+)?(?:tonnes?|tons?|t|kt|mt)` +
    String.raw`\s*(?:of\s+)?(?:co2|co₂)\s*(?:e|eq|equivalents?)?\b`,
  'iu'
);

/** Below this vertical distance (share of page height), an entry still serves a row. */
const REACH = 0.6;

const overlapOf = (a: Rect, b: Rect): number => Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);

function overlaps(a: Rect, b: Rect): boolean {
  return overlapOf(a, b) > 0;
}

/**
 * Captions also serve the rows just to their right: a short group heading set at the table's left
 * edge ("Total emissions") above labels indented past its end ("Location-based …").
 */
const CAPTION_SLACK = 0.08;
const serves = (e: Entry, row: Rect): boolean =>
  overlaps(e.kind === 'header' || e.row ? e.box : { ...e.box, w: e.box.w + CAPTION_SLACK }, row);

export interface TableContext {
  /** A header of year columns; `columns` (one box per year) lets rows be placed under their years. */
  addHeader(years: string[], note: string, box: Rect, columns?: Rect[]): void;
  /** A short title-like line above a table or a group of its rows. */
  addCaption(text: string, box: Rect): void;
  /**
   * A row that heads the rows below it ("(Market based) GHG emissions" above "Direct emissions
   * (Scope 1)", "Indirect emissions (Scope 2)"): it names their group, as a caption would.
   */
  addRowGroup(label: string, box: Rect): void;
  /** Prose ends the tables above it in its column. */
  addProse(box: Rect): void;
  /** The lone year heading a one-column table above `box`, with where it stands (null when none serves it). */
  loneYear(box: Rect): { year: string; column: Rect } | null;
  /** `cellBoxes` (one per cell, when the page geometry is known) places the cells under their years. */
  forRow(box: Rect, cells: number, cellBoxes?: readonly Rect[], heading?: boolean): RowContext;
}

/**
 * The header a row stands under and the year of each of its cells. With cell positions, the nearest
 * header whose columns hold the cells, and the years above them; otherwise the nearest header (of
 * several side by side, the one the row overlaps most), its years paired from the left when it has
 * no more years than the row has cells.
 */
function headerFor(
  above: readonly Entry[],
  box: Rect,
  cells: number,
  cellBoxes?: readonly Rect[]
): { header?: Entry; years?: string[] } {
  const headers = above
    .filter((e) => e.kind === 'header')
    .sort((a, b) => b.box.y - a.box.y || overlapOf(b.box, box) - overlapOf(a.box, box));
  if (cellBoxes && cellBoxes.length === cells) {
    const placed = headers.find((h) => h.columns && underColumns(h.columns, cellBoxes));
    if (placed) {
      const aligned = alignCells(placed.columns!, placed.years, cellBoxes);
      if (aligned) return { header: placed, years: aligned.filter((y): y is string => y !== undefined) };
      return fromLeft(placed, cells);
    }
  }
  return fromLeft(headers[0], cells);
}

function fromLeft(header: Entry | undefined, cells: number): { header?: Entry; years?: string[] } {
  return { ...(header ? { header } : {}), ...(header && header.years.length <= cells ? { years: header.years } : {}) };
}

const aboveRow = (entries: readonly Entry[], box: Rect): Entry[] =>
  entries.filter((e) => serves(e, box) && e.box.y <= box.y + 1e-6 && box.y - e.box.y <= REACH);

/**
 * The first caption names the table; the last one below it and the header, if any, names the group
 * of rows ("Indirect emissions (scope 2)" above "Location-based" / "Market-based"). A header's own
 * caption under a page title ("GHG Emission Management (Scope 1, 2)" beside its years, below
 * "Environmental Performance") names the rows' group when no caption below it does; likewise the
 * nearest of several captions above the header: a page title, then the table's own caption.
 */
function captionsFor(
  above: readonly Entry[],
  header: Entry | undefined
): { title?: Entry; group?: Pick<Entry, 'text' | 'base'> } {
  const captions = above.filter((e) => e.kind === 'caption').sort((a, b) => a.box.y - b.box.y);
  const title = captions[0];
  const last = captions[captions.length - 1];
  const below = last && last !== title && (!header || last.box.y > header.box.y) ? last : undefined;
  const nearest = !below && last && last !== title ? last : undefined;
  const group = below ?? (title && header?.text && header.text !== title.text ? { text: header.text } : nearest);
  return { ...(title ? { title } : {}), ...(group ? { group } : {}) };
}

/** The group a row at `box` stands in (see captionsFor). */
function groupOf(entries: readonly Entry[], box: Rect): Pick<Entry, 'text' | 'base'> | undefined {
  const above = aboveRow(entries, box);
  return captionsFor(above, headerFor(above, box, 0).header).group;
}

export function createTableContext(): TableContext {
  let entries: Entry[] = [];
  return {
    addHeader(years, note, box, columns) {
      const { unit, caption } = splitHeaderNote(note);
      entries.push({
        kind: 'header',
        years,
        text: caption ?? '',
        box,
        ...(unit ? { unit } : {}),
        ...(columns && columns.length === years.length ? { columns } : {})
      });
    },
    addCaption(text, box) {
      const unit = CO2E_UNIT.exec(text)?.[0];
      if (unit && unit.length >= text.replace(/\s+/g, ' ').trim().length / 3)
        entries.push({ kind: 'unit', years: [], text: '', unit: unit.trim(), box });
      const caption = cleanCaption(text);
      if (caption) entries.push({ kind: 'caption', years: [], text: caption, box });
    },
    addRowGroup(label, box) {
      // The heading row's own group stays in front ("GHG Emission Management (Scope 1, 2), (Market
      // based) GHG emissions"), so the rows below keep their scopes; a later heading row replaces it.
      const own = groupOf(entries, box);
      const base = own?.base ?? own?.text;
      entries.push({
        kind: 'caption',
        years: [],
        text: base ? `${base}, ${label}` : label,
        box,
        row: true,
        ...(base ? { base } : {})
      });
    },
    loneYear(box) {
      const header = aboveRow(entries, box)
        .filter((e) => e.kind === 'header')
        .sort((a, b) => b.box.y - a.box.y)[0];
      return header && header.years.length === 1 && header.columns?.length === 1
        ? { year: header.years[0]!, column: header.columns[0]! }
        : null;
    },
    addProse(box) {
      entries = entries.filter((e) => !(overlaps(e.box, box) && e.box.y <= box.y + box.h));
    },
    forRow(box, cells, cellBoxes, heading) {
      const above = aboveRow(entries, box);
      const { header, years } = headerFor(above, box, cells, cellBoxes);
      const found = captionsFor(above, header);
      const title = found.title;
      // A heading row stands in the table's own group, not in the previous heading row's.
      const group = heading && found.group?.base ? { text: found.group.base } : found.group;
      const out: RowContext = {};
      if (years) out.years = years;
      const name = title?.text || header?.text || undefined;
      // A unit line between the table's caption and the row, when the header line states none.
      const unitLine = above.filter((e) => e.kind === 'unit').sort((a, b) => b.box.y - a.box.y)[0];
      const unit = header?.unit ?? unitLine?.unit;
      const parts = [group?.text, [name, unit ? `(${unit})` : ''].filter(Boolean).join(' ')];
      const context = parts.filter((t): t is string => Boolean(t)).join('; ');
      if (context) out.context = context;
      if (name) out.title = name;
      if (group) out.group = group.text;
      if (unit) out.unit = unit;
      return out;
    }
  };
}
