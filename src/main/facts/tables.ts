/**
 * Table rows in page text: a line with a label followed by two or more numeric cells ("Scope 1
 * emissions (tCO2e) 12,345 11,200 10,050"), and header lines that name the columns by year
 * ("2021 2022 2023"); side-by-side tables give several rows on one line. Works on one line's text
 * at a time; the caller (the claims engine's segmenter, Data/Metrics) decides which lines to ask.
 * `tableCellValues` reads a row's cells as numbers (n/a and dashes as missing) through numbers.ts.
 */
import type { Rect } from '../../shared/domain/geometry';
import { parseNumber, type NumberStyle, type ParsedNumber } from './numbers';

export interface TableRow {
  /** The row label, without its cells and trailing units ("Scope 1 emissions (tCO2e)"). */
  label: string;
  /** The numeric cells, left to right, as printed ("12,345", "(1.2)", "42%"). Placeholders are kept. */
  cells: string[];
  /** Units printed after the cells ("tCO2e"), if any. */
  units: string[];
}

/** One table row as the report prints it, where it stands, and the table it belongs to. */
export interface ReportTableRow extends TableRow {
  page: number;
  /** The row's words on the page (label, cells and units). */
  text: string;
  /** The year columns found above the row ("2022", "2023"), when the table has them. */
  years: readonly string[];
  /** The table's caption, group and unit, when the layout gives them. */
  caption: { title?: string; group?: string; unit?: string };
  /** Where the row stands on its page (PDF user-space rectangles). */
  rects: readonly Rect[];
}

/** A numeric cell: 12,345 / 12.5 / (1,234) / -3.4% / 42 % / +7 / 1,2 / footnote letter allowed. */
const NUMERIC_CELL = new RegExp(
  String.raw`^(?:[-+]?\d{1,3}(?:[,.\u00a0\u202f]\d{3})*(?:[.,]\d+)?|[-+]?\d+(?:[.,]\d+)?)%?[*¹²³⁴⁵]?$|` +
    String.raw`^\([-+]?\d{1,3}(?:[,.]\d{3})*(?:[.,]\d+)?%?\)$`,
  'u'
);
/** A placeholder in a numeric column (no data, not applicable). */
const PLACEHOLDER_CELL = /^(?:-|—|–|n\/a|n\.a\.?|na|n\/r|nr|\/|x|\*)$/iu;
/** Units a table may print after its figures. */
const UNIT_CELL = new RegExp(
  String.raw`^(?:%|pp|t|kt|mt|t ?co2e?q?|tco₂e?|mwh|gwh|twh|kwh|gj|tj|pj|m3|m³|ml|kg|l|ha|€|\$|eur|usd|` +
    String.raw`k€|m€|meur|musd|units?)$`,
  'iu'
);
/** A column header naming a year or a fiscal year: 2023, FY2023, FY23, 2022/23, 2022-2023. */
const YEAR_CELL = /^(?:fy ?)?(?:19[5-9]\d|20\d\d)(?:[/-](?:\d{2}|\d{4}))?(?:\*|\d\))?$|^fy ?\d{2}$/iu;
/** A footnote mark printed after a year heading: "2021*", "20212)" (2021, note 2). */
const YEAR_MARK = /(?:\*|\d\))$/u;
/** A percent unit marker in a row label: "(%)", "[in %]", "in %" at the end. */
const UNIT_MARKER = /[([]\s*(?:in\s+)?%\s*[)\]]|\bin %$/giu;
/** A label needs a real word: at least two letters in a row. */
const WORD = /\p{L}{2,}/u;
const MAX_LABEL_WORDS = 16;
/** Words a small number belongs to ("Scope 3", "Category 11", "Scopes 1 and"). */
const LABEL_NUMBERED = new RegExp(
  String.raw`(?:^|\s)(?:scopes?|categor(?:y|ies)|cat\.?|tiers?|levels?|phases?|class|types?|zones?|` +
    String.raw`grades?|steps?)(?:\s+\d{1,2})*(?:\s*(?:,|and|&|\+|-|\/))?$`,
  'iu'
);
/** A row label starts with a capital, a digit, a bracket or a quote, or is a sub-row ("of which: sea water"). */
const LABEL_START = /^(?:[\p{Lu}\p{N}("'[]|(?:of which|thereof|o\/w)\b)/u;
/** A year right after these words is the label's ("… calculated since 2022", "as of 2023"), not a cell. */
const YEAR_AFTER = /\b(?:since|from|until|till|before|after|as of|in|by)$/iu;
/** Label endings that mean the line is prose wrapped mid-sentence, not a row. */
const PROSE_TAIL =
  /\b(?:of|the|to|and|or|by|in|from|with|for|a|an|than|between|at|on|was|were|is|are|reached|totalled|totaled)$/iu;

function isNumeric(tok: string): boolean {
  return NUMERIC_CELL.test(tok);
}

/** A row found in a line, with its span inside the line (end exclusive). */
export interface LineRow extends TableRow {
  start: number;
  end: number;
  /** Each cell's span inside the line, in `cells` order (for placing cells under their columns). */
  cellSpans: Array<[number, number]>;
}

type TokKind = 'num' | 'placeholder' | 'unit' | 'word';
interface Tok {
  t: string;
  s: number;
  e: number;
  kind: TokKind;
}

/**
 * The tokens of a line. A list of small numbers ("1, 2, 3", "6, 9": the categories a row gathers, a list of
 * notes) is words, never cells.
 */
function tokenize(line: string): Tok[] {
  const toks = plainTokens(line);
  toks.forEach((t, i) => {
    const prev = toks[i - 1];
    if (/^\d{1,2},$/u.test(t.t) || (prev && /^\d{1,2},$/u.test(prev.t) && /^\d{1,2}$/u.test(t.t))) t.kind = 'word';
  });
  return toks;
}

function plainTokens(line: string): Tok[] {
  return [...line.matchAll(/\S+/g)].map((m) => {
    const t = m[0];
    const kind: TokKind = isNumeric(t)
      ? 'num'
      : PLACEHOLDER_CELL.test(t)
        ? 'placeholder'
        : UNIT_CELL.test(t)
          ? 'unit'
          : 'word';
    return { t, s: m.index ?? 0, e: (m.index ?? 0) + t.length, kind };
  });
}

/**
 * Parses the table rows of a line: a label followed by two or more numeric cells (and optional
 * units). Side-by-side tables give several rows on one line; a row that does not end the line needs
 * three cells or another row after it. Prose (a sentence with a stop, a lowercase start) gives none,
 * unless `continuesLabel` says the line ends a label begun on the lines above ("Sites with
 * environmental / management system / certification 182 184").
 */
export function parseTableRows(line: string, opts: { continuesLabel?: boolean; single?: boolean } = {}): LineRow[] {
  // A one-column table (a single year above it): one row, its one cell ending the line.
  if (opts.single) return singleCellRow(line, opts.continuesLabel === true);
  if (/[.!?]$/.test(line.trim()) && !isNumeric(line.trim().split(/\s+/).pop() ?? '')) return [];
  const toks = tokenize(line);
  const rows: Array<LineRow & { cellsAtEnd: boolean; numeric: number }> = [];
  let labelFrom = 0;
  let i = 0;
  while (i < toks.length) {
    if (toks[i]!.kind !== 'num') {
      i++;
      continue;
    }
    // A placeholder just before the first figure is the first cell ("Refrigerants - 87 114").
    while (i - 1 > labelFrom && toks[i - 1]!.kind === 'placeholder') i--;
    let j = i;
    let numeric = 0;
    while (j < toks.length && (toks[j]!.kind === 'num' || toks[j]!.kind === 'placeholder'))
      numeric += toks[j++]!.kind === 'num' ? 1 : 0;
    if (numeric < 2) {
      i = j;
      continue;
    }
    let k = j;
    while (k < toks.length && toks[k]!.kind === 'unit') k++;
    const continues = opts.continuesLabel === true && rows.length === 0;
    const row = makeRow(toks.slice(labelFrom, i), toks.slice(i, j), toks.slice(j, k), k === toks.length, continues);
    // A rejected run (no usable label) becomes part of the next row's label.
    if (row) {
      rows.push(row);
      labelFrom = k;
    }
    i = k;
  }
  // A first row in mid-line with only two cells stands only if another row follows it.
  return rows
    .filter((r, n) => r.cellsAtEnd || r.numeric >= 3 || n < rows.length - 1)
    .map(({ cellsAtEnd: _e, numeric: _n, ...r }) => r);
}

/** "Direct emissions (Scope 1) 2,155.3" under a lone year: the label and the one cell ending the line. */
function singleCellRow(line: string, continuesLabel: boolean): LineRow[] {
  if (/[.!?]$/.test(line.trim()) && !isNumeric(line.trim().split(/\s+/).pop() ?? '')) return [];
  const toks = tokenize(line);
  let k = toks.length;
  while (k > 0 && toks[k - 1]!.kind === 'unit') k--;
  const cell = toks[k - 1];
  if (
    !cell ||
    cell.kind !== 'num' ||
    k < 2 ||
    toks.slice(0, k - 1).some((t) => t.kind === 'num' && !/^\d{1,2}$/.test(t.t))
  )
    return [];
  const row = makeRow(toks.slice(0, k - 1), [cell], toks.slice(k), true, continuesLabel, 1);
  return row
    ? [
        {
          label: row.label,
          cells: row.cells,
          units: row.units,
          start: row.start,
          end: row.end,
          cellSpans: row.cellSpans
        }
      ]
    : [];
}

function makeRow(
  label: Tok[],
  cellToks: Tok[],
  unitToks: Tok[],
  atEnd: boolean,
  continuesLabel: boolean,
  minCells = 2
): (LineRow & { cellsAtEnd: boolean; numeric: number }) | null {
  const labelToks = [...label];
  const cellsToks = [...cellToks];
  const labelText = (): string => labelToks.map((x) => x.t).join(' ');
  // "Scope 1", "Category 11", "Scope 1 and 2": a small number right after such a word is the label's;
  // so is a year after "since", "in", "as of" ("Business trips … since 2022 87 108").
  while (
    cellsToks.length > 0 &&
    ((/^\d{1,2}$/.test(cellsToks[0]!.t) && LABEL_NUMBERED.test(labelText())) ||
      (YEAR_CELL.test(cellsToks[0]!.t) && YEAR_AFTER.test(labelText())))
  ) {
    labelToks.push(cellsToks.shift()!);
  }
  const cells = cellsToks.map((c) => c.t);
  const numeric = cells.filter((c) => isNumeric(c)).length;
  if (numeric < minCells || labelToks.length === 0) return null;
  const text = labelToks.map((x) => x.t).join(' ');
  if (!WORD.test(text) || labelToks.length > MAX_LABEL_WORDS || PROSE_TAIL.test(text)) return null;
  // A label starts like a label (not mid-sentence) and holds no percentages of its own; a unit
  // marker ("Waste recycled (%)", "Share of women [in %]") is the column's unit, not a figure.
  if ((!continuesLabel && !LABEL_START.test(text)) || /%/.test(text.replace(UNIT_MARKER, ''))) return null;
  // A row of years alone is a header, not a row of figures.
  if (cells.every((c) => YEAR_CELL.test(c) || PLACEHOLDER_CELL.test(c))) return null;
  const last = unitToks[unitToks.length - 1] ?? cellToks[cellToks.length - 1]!;
  return {
    label: text,
    cells,
    units: unitToks.map((u) => u.t),
    start: labelToks[0]!.s,
    end: last.e,
    cellSpans: cellsToks.map((c) => [c.s, c.e]),
    cellsAtEnd: atEnd,
    numeric
  };
}

/** Parses a line that is exactly one table row; null otherwise. */
export function parseTableRow(line: string): TableRow | null {
  const rows = parseTableRows(line);
  const trimmed = line.trim();
  if (rows.length !== 1) return null;
  const { start, end, cellSpans: _spans, ...row } = rows[0]!;
  return start === line.indexOf(trimmed) && end === line.indexOf(trimmed) + trimmed.length ? row : null;
}

/** Tokens of a header line, "FY 2023" joined to "FY2023", bracketed notes set aside. */
function headerTokens(line: string): { toks: string[]; note: string } {
  const notes = line.match(/\([^)]*\)/g) ?? [];
  const rest = line.replace(/\([^)]*\)/g, ' ').replace(/\b(FY|fiscal year|fiscal)\s+(\d{2,4})\b/giu, 'FY$2');
  return { toks: rest.trim().split(/\s+/).filter(Boolean), note: notes.join(' ') };
}

/** Parses a line as a header of year columns ("2021 2022 2023", "in t CO2e FY2022 FY2023"). */
export function parseYearHeader(line: string): string[] | null {
  const { toks } = headerTokens(line);
  const years = toks.filter((t) => YEAR_CELL.test(t));
  if (years.length < 2) return null;
  const otherNumbers = toks.filter((t) => !YEAR_CELL.test(t) && isNumeric(t) && !/^\d$/.test(t));
  if (otherNumbers.length > 0) return null;
  // A header is mostly its years: few words around them.
  const words = toks.filter((t) => WORD.test(t)).length;
  if (words > years.length + 6) return null;
  return years.map((y) => (/^(?:fy ?)?\d{4}(?:\*|\d\))$/iu.test(y) ? y.replace(YEAR_MARK, '') : y.replace(/\*$/, '')));
}

/** A year column's heading as printed, "FY 2023" included. */
const YEAR_TOKEN = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:FY ?|fiscal year |fiscal )?(?:(?:19[5-9]\d|20\d\d)(?:[/-](?:\d{4}|` +
    String.raw`\d{2}))?(?:\*|\d\))?|\d{2}(?=\s|$))\*?(?![\p{L}\p{N}])`,
  'giu'
);

/**
 * Where each year of a header line stands in it: one [start, end) span per year `parseYearHeader`
 * gives, in order; null when the line is no header or its years cannot be told apart from other
 * numbers (so a caller never pairs a column with the wrong year).
 */
export function yearSpans(line: string): Array<[number, number]> | null {
  const years = parseYearHeader(line);
  if (!years) return null;
  const outsideNotes = line.replace(/\([^)]*\)/g, (m) => ' '.repeat(m.length));
  const spans = [...outsideNotes.matchAll(YEAR_TOKEN)]
    .filter((m) => YEAR_CELL.test(m[0].replace(/\b(FY|fiscal year|fiscal)\s+/giu, 'FY')))
    .map((m): [number, number] => [m.index, m.index + m[0].length]);
  return spans.length === years.length ? spans : null;
}

/** A line that is one year alone ("2021", "FY2023"): the heading of a one-column table. */
export function parseLoneYear(line: string): string | null {
  const t = line.trim().replace(/^(FY|fiscal year|fiscal)\s+/iu, 'FY');
  return /^(?:FY ?)?(?:19[5-9]\d|20\d\d)(?:\/(?:\d{2}|\d{4}))?\*?$/iu.test(t) ? t.replace(/\*$/u, '') : null;
}

/** One of several year headers printed side by side on one line, with its span in the line. */
export interface SideHeader {
  years: string[];
  note: string;
  start: number;
  end: number;
}

const YEAR_RUN =
  /(?:(?:FY ?)?(?:19|20)\d\d(?:\/(?:\d{2}|\d{4}))?\*?\s+){1,}(?:FY ?)?(?:19|20)\d\d(?:\/(?:\d{2}|\d{4}))?\*?(?=\s|$)/gu;

/**
 * Two or more year headers side by side on one line, as ingestion joins tables set next to each
 * other ("GHG Emission Management (Scope 1, 2) 2021 2022 2023 GHG Emissions Management (Scope 3)
 * 2021 2022 2023"): each caption with the run of years after it. Null unless every part is a header
 * and nothing follows the last run of years.
 */
export function parseSideBySideHeaders(line: string): SideHeader[] | null {
  const out: SideHeader[] = [];
  let from = 0;
  for (const m of line.matchAll(YEAR_RUN)) {
    const end = m.index + m[0].length;
    const part = line.slice(from, end);
    const years = parseYearHeader(part);
    if (!years) return null;
    out.push({ years, note: yearHeaderNote(part), start: from, end });
    from = end;
  }
  return out.length >= 2 && !line.slice(from).trim() ? out : null;
}

/** The words of a header line besides its years ("(In 1,000 metric tons of CO2e)", "in t CO2e"), or ''. */
export function yearHeaderNote(line: string): string {
  const { toks, note } = headerTokens(line);
  const words = toks.filter((t) => !YEAR_CELL.test(t)).join(' ');
  return [words, note].filter(Boolean).join(' ').trim();
}

/** A row's cells read as numbers, left to right; a cell that is no number (a stray mark) is null. */
export function tableCellValues(row: TableRow, style: NumberStyle = {}): Array<ParsedNumber | null> {
  return row.cells.map((c) => parseNumber(c.replace(/[*¹²³⁴⁵]$/u, ''), style));
}
