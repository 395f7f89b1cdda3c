/**
 * Figures listed in one line of text after a label and its unit, as notes at a page's foot print them:
 * by year ("Scope 2 emissions, market-based, t CO₂e: 2023: 181,400; 2022: 201,490; 2018 (base year):
 * 268,750.") or by item for one year ("Scope 3 emissions by category, 2023, t CO₂e: 1. Purchased goods
 * and services 301,220; 2. Capital goods 1,620,450; …; total Scope 3 7,916,340."). A note wrapped over
 * several lines is read as one. Each figure becomes a table cell worded by the table model's wording
 * (tableCells.ts), so the inventory reads it as it reads a table. A chart's legend of values under a caption
 * naming one year ("Scope 3 emissions by category, 2023" / "2. Capital goods" / "3,098,783 t CO₂e · 42.2 %") is
 * read the same way, each value with the name on the line above it.
 */
import type { PageTable, TableCell } from '../text/tables/pageTables';
import { printedUnit, tableUnitOf } from '../text/tables/tableUnits';
import type { PageText } from './inventory';
import type { LeaderItem } from './leaderLines';
import { cellWording, withScopesTotal } from './tableCells';
import { parseNumber } from './numbers';

/**
 * Footnote marks before a note (superscript digits, or small digits and a space), or the letter or roman
 * numeral of a requirement's answer ("a. Gross direct (Scope 1) GHG emissions …", "ii. emissions in …").
 */
const MARK = /^\s*(?:[¹²³⁴⁵⁶⁷⁸⁹⁰]+|\d{1,2}(?=\s{2,})|(?:[a-h]|[ivx]{1,4})\.(?=\s))\s*/u;
/**
 * "label, [year,] unit: list" or "label in unit: list" ("Gross direct (Scope 1) GHG emissions in metric tons
 * of CO2 equivalent: 2025: 35,330; 2024: 37,130") — the unit a mass, the list after the colon.
 */
const LEAD =
  /^(?<label>[^:;]{3,120}?)(?:,\s*(?:(?<year>(?:19|20)\d\d),\s*)?(?<unit>[^:;,]{1,30})|\s+in\s+(?<inUnit>[^:;,]{1,45})):\s+(?<list>.+)$/u;
/** "2023: 181,400", "2018 (base year): 268,750". */
const BY_YEAR = /^(?<year>(?:19|20)\d\d)(?:\s*\([^)]{1,20}\))?:\s*(?<num>[-−]?\d[\d.,\u00a0\u202f ]*?)\s*$/u;
/** "1. Purchased goods and services 301,220", "total Scope 3 7,916,340". */
const BY_ITEM = /^(?<name>\D.{1,80}?|\d{1,2}\.\s.{1,80}?)\s+(?<num>[-−]?\d[\d.,\u00a0\u202f]*)$/u;

/** A note at a page's foot starts with a superscript number. */
const NOTE = /^\s*[¹²³⁴⁵⁶⁷⁸⁹⁰]+\s*/u;

/**
 * A label and its unit on a line of their own with one "year: figure" per line under it, as margin notes
 * print them ("Scope 1, t CO₂e" / "2023: 349,310" / "2022: 364,740"): joined into one note.
 */
function stacked(lines: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!.trim();
    const list: string[] = [];
    while (BY_YEAR.test(lines[i + 1 + list.length]?.trim() ?? '')) list.push(lines[i + 1 + list.length]!.trim());
    // Closed with a stop: the line after it starts something else.
    const note = `${line}: ${list.join('; ')}.`;
    const m = list.length >= 2 && !/:\s*$/u.test(line) ? LEAD.exec(note) : null;
    if (m && tableUnitOf(m.groups!.unit ?? m.groups!.inUnit ?? '')) {
      out.push(note);
      i += list.length;
    } else out.push(lines[i]!);
  }
  return out;
}

/** The page's lines with each note's wrapped lines joined to it (a line that does not start a new note). */
function notes(text: string): string[] {
  const out: string[] = [];
  for (const raw of stacked(text.split('\n'))) {
    const line = raw.trim();
    if (!line) continue;
    const last = out.at(-1);
    const lead = last?.replace(MARK, '') ?? '';
    // A lead ending in its colon continues on the next line ("… in metric tons of CO2 equivalent:" / "2025: …"),
    // and so does a label wrapped before its unit ("Total GHG emissions (Scope 1, … and Scope" / "3) in …: 2025: …").
    const leads = LEAD.test(lead) || LEAD.test(`${lead} 0`) || (!LEAD.test(line) && LEAD.test(`${lead} ${line}`));
    const open = last !== undefined && (leads || NOTE.test(last)) && !/\.$/u.test(last);
    if (open && !MARK.test(raw)) out[out.length - 1] = `${last} ${line}`;
    else out.push(line);
  }
  return out;
}

function cell(metric: string, year: number, num: string, unit: string, page: number, group?: string) {
  const parsed = parseNumber(num.trim().replace('−', '-'));
  if (!parsed || parsed.kind !== 'number' || parsed.percent) return undefined;
  const c: TableCell = {
    metric,
    rowLabel: metric,
    columnLabel: String(year),
    ...(group ? { group } : {}),
    year,
    period: String(year),
    raw: num.trim(),
    value: parsed.value,
    unit: printedUnit(unit),
    page,
    rects: []
  };
  return c;
}

/** The cells of one note: by year, or by item for the year the lead names. */
function cellsOf(note: string, page: number): TableCell[] {
  const m = LEAD.exec(note.replace(MARK, '').replace(/\.$/u, ''));
  const unit = m?.groups!.unit ?? m?.groups!.inUnit;
  if (!m || !unit || !tableUnitOf(unit)) return [];
  const { year } = m.groups!;
  // A sentence before the label is no part of it ("Company-specific disclosure. Total GHG emissions …").
  const label = m.groups!.label!.split(/(?<=\p{Ll}\.)\s+(?=\p{Lu})/u).pop()!;
  const items = m.groups!.list!.split(/;\s*/u).map((s) => s.trim());
  if (!year) {
    const cells = items.map((s) => BY_YEAR.exec(s)?.groups);
    if (!cells.every(Boolean)) return [];
    return cells.flatMap((g) => cell(label, Number(g!.year), g!.num!, unit, page) ?? []);
  }
  const cells = items.map((s) => BY_ITEM.exec(s)?.groups);
  if (cells.length < 2 || !cells.every(Boolean)) return [];
  return cells.flatMap((g) => cell(g!.name!, Number(year), g!.num!, unit, page, label) ?? []);
}

/**
 * Every page's year and item lists worded as table rows, each anchored on its note; and every other note at
 * a page's foot that states a figure, as its text ("⁷ Targets against the 2018 base year: Scope 1 and 2 −25 %
 * by 2027 …"), which the sentence readers may not have taken for a statement.
 */
export function yearLists(pages: readonly PageText[]): LeaderItem[] {
  const out: LeaderItem[] = [];
  for (const { page, text } of pages) {
    const read = notes(text).map((note) => ({ note, cells: cellsOf(note, page) }));
    // A bare "Total" after lists of the scopes (margin notes "Scope 1, …", …, "Total, t CO₂e") totals them.
    const named = withScopesTotal(read.flatMap((r) => r.cells));
    let at = 0;
    for (const { note, cells: own } of read) {
      const cells = named.slice(at, (at += own.length));
      if (!cells.length && NOTE.test(note) && /\d/u.test(note.replace(NOTE, ''))) {
        const stated = note.replace(NOTE, '');
        out.push({ page, text: stated, line: stated.slice(0, 120) });
        continue;
      }
      const table: PageTable = { page, box: { x: 0, y: 0, w: 0, h: 0 }, rows: [], cells };
      for (const c of cells) {
        const worded = cellWording(table, c);
        if (worded) out.push({ page, text: worded, line: note.replace(MARK, '').slice(0, 120) });
      }
    }
  }
  return out;
}

/** "3,098,783 t CO₂e · 42.2 %": a legend's value with its unit (and share) ending a line. */
const LEGEND_VALUE = /(?:^|\s)(?<num>\d[\d.,]*)\s*(?<unit>(?:k|M)?t\s?CO[2₂]e?)(?:\s*[·|(,]\s*\d[\d.,]*\s?%\)?)?$/u;
/** "Scope 3 emissions by category, 2023": a caption naming what the legend divides and its year. */
const LEGEND_CAPTION = /^(?<name>\p{L}[^:;\d]*(?:\d[^:;\d]+)?),\s+(?<year>(?:19|20)\d\d)$/u;
/** The name on the line above a value: the whole line, or its end after a number ("7,342,170 6. Business travel"). */
const NAME = /(?:^|\s)(?<name>\d{1,2}\.\s+\D[^\d]*|[A-Za-z][^\d]*)$/u;

/** Every page's chart legends of values under a caption naming one year, worded as table rows. */
export function legendValues(pages: readonly PageText[]): LeaderItem[] {
  const out: LeaderItem[] = [];
  for (const { page, text } of pages) {
    const lines = text.split('\n').map((l) => l.trim());
    let caption: { name: string; year: number; at: number } | undefined;
    lines.forEach((line, i) => {
      const c = LEGEND_CAPTION.exec(line)?.groups;
      if (c) caption = { name: c.name!, year: Number(c.year), at: i };
      const v = LEGEND_VALUE.exec(line)?.groups;
      if (!v || !caption || i - caption.at > 30 || i === 0) return;
      const name = NAME.exec(lines[i - 1]!)?.groups?.name?.trim();
      if (!name || name.length < 3) return;
      const c2 = cell(name, caption.year, v.num!, v.unit!, page, caption.name);
      const worded = c2 && cellWording({}, c2);
      if (worded) out.push({ page, text: worded, line });
    });
  }
  return out;
}
