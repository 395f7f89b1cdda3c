/**
 * The head of a table found by position: the lines just above its first row whose cells stand over
 * the figure columns (one or several lines: a wrapped "2020 (base" / "year)", or "Scope 2" over
 * "location-based"), the corner cell over the labels ("t CO₂e", "Indicator"), and up to three short
 * caption lines above that ("Greenhouse gas emissions", "(1,000 metric tons)").
 */
import type { CarriedRow } from './facingPages';
import type { Rect } from '../../ingest/types';
import type { Piece, VisualLine } from './types';
import { tableUnitOf, withoutUnit } from './tableUnits';
import { spansYears, spreadYears } from './spanning';
import { yearOf } from './cellText';

export interface Column {
  /** Where the column's head stands; figures under it overlap it or lie nearest. */
  box: Rect;
  /** The head's words, top line first ("Scope 2 location-based", "2020 (base year)"). */
  label: string;
  /** The words of each head line, top line first ("Moncler Group", "2022"). */
  parts: string[];
  /**
   * Under a spanning caption of planned levels ("Target levels", "Pathway"), or of a second consolidation approach
   * beside the first ("Operational control | Equity share"), or of one entity of the group beside the group's own
   * column of the same year ("Group 2024 | Parent company 2024"): its years are no emissions of the inventory.
   */
  planned?: boolean;
}

/** A caption spanning columns of planned levels, not of emissions reported. */
const PLANNED = /\b(?:targets?|target levels?|pathway|trajectory|budgets?|goals?|milestones?|ambitions?)\b/iu;

/**
 * The columns a caption line right over the head spans with a cell naming planned levels ("Actual | Target
 * levels"). Each caption is centred over its group: the columns are cut into as many runs as there are captions,
 * in order, where each run's middle lies closest to its caption's middle.
 */
function markPlanned(columns: readonly Column[], caption: VisualLine): void {
  const cells = [...caption.cells].sort((a, b) => a.box.x - b.box.x);
  const cols = [...columns].sort((a, b) => a.box.x - b.box.x);
  if (cells.length < 2 || cols.length < cells.length) return;
  const groups = bestGroups(
    cols.map((c) => [c.box.x, c.box.x + c.box.w] as const),
    cells.map((c) => c.box.x + c.box.w / 2)
  );
  // Groups by consolidation approach: the first is the inventory's, the others views beside it.
  const approaches = cells.map((c) => APPROACH.test(c.text));
  const first = approaches.indexOf(true);
  cells.forEach((c, k) => {
    const other = approaches.filter(Boolean).length > 1 && approaches[k] && k !== first;
    if (!other && (!PLANNED.test(c.text) || /\bactual\b/iu.test(c.text))) return;
    for (const i of groups[k] ?? []) cols[i]!.planned = true;
  });
}

/** A consolidation approach named over a group of columns. */
const APPROACH = /\b(?:operational control|financial control|equity share)\b/iu;

/** A head naming one entity of the group, not the group ("Parent company", "Company only", "Standalone"). */
const PART_ENTITY = /\b(?:parent(?: company)?|company only|stand-?alone|holding company)\b/iu;

/** Columns of one entity beside the group's columns of the same years: views beside the inventory. */
function markEntities(columns: readonly Column[]): void {
  const yearOfColumn = (c: Column): number | undefined => c.parts.map((p) => yearOf(p)?.year).find(Boolean);
  const group = columns.filter((c) => !PART_ENTITY.test(c.label));
  for (const c of columns) {
    const year = yearOfColumn(c);
    if (year && PART_ENTITY.test(c.label) && group.some((g) => yearOfColumn(g) === year)) c.planned = true;
  }
}

/** The runs of columns (indexes, in order, one per centre) whose middles lie closest to the centres. */
function bestGroups(spans: ReadonlyArray<readonly [number, number]>, centres: readonly number[]): number[][] {
  let best: { cost: number; groups: number[][] } = { cost: Infinity, groups: [] };
  const walk = (from: number, k: number, cost: number, groups: number[][]): void => {
    if (k === centres.length) {
      if (from === spans.length && cost < best.cost) best = { cost, groups };
      return;
    }
    const left = centres.length - k - 1;
    for (let to = from + 1; to <= spans.length - left; to += 1) {
      const mid = (spans[from]![0] + spans[to - 1]![1]) / 2;
      const run = Array.from({ length: to - from }, (_, i) => from + i);
      walk(to, k + 1, cost + Math.abs(mid - centres[k]!), [...groups, run]);
    }
  };
  walk(0, 0, 0, []);
  return best.groups;
}

export interface TableHead {
  columns: Column[];
  corner?: string;
  captions: string[];
  /** Index of the head's first line and of the first caption line (equal without captions). */
  top: number;
  box?: Rect;
  /** The unit a note near the table gives ("All values in thousand tonnes …"), kept for a repeat of the table. */
  note?: string;
  /** The rows of the page's last table, for a facing page that goes on with them without labels (facingPages.ts). */
  rows?: CarriedRow[];
}

const FIGURE = /^[-−(]?\d[\d.,\s\u00a0\u2009\u202f]*\)?%?$/u;
const YEAR = /^(?:19|20)\d\d$/u;
const NO_FIGURE = /^(?:[-–—]|n\/?a|n\.a\.)$/iu;

/** Lines further apart than this many line heights do not belong to one table. */
const MAX_GAP = 2.6;
/** A caption is short: a longer line is prose. */
const CAPTION_CHARS = 90;

export const overlap = (a: Rect, b: Rect): number => Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x);
export const union = (a: Rect, b: Rect): Rect => {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return { x, y, w: Math.max(a.x + a.w, b.x + b.w) - x, h: Math.max(a.y + a.h, b.y + b.h) - y };
};

/** Two lines close enough to belong to one table: no more than MAX_GAP line heights apart. */
export const close = (upper: VisualLine, lower: VisualLine, gap = MAX_GAP): boolean =>
  lower.box.y - (upper.box.y + upper.box.h) <= gap * Math.max(upper.box.h, lower.box.h);

/** True when the cell stands over one of the figure spans: half of the narrower of the two overlaps. */
const overFigures = (c: Piece, spans: readonly Rect[]): boolean =>
  spans.some((s) => overlap(c.box, s) >= 0.5 * Math.min(c.box.w, s.w));

/**
 * A head cell set so close to the next that they read as one ("Scope 1 (t) Scope 2 MB (t)" over two
 * columns) is cut in two at the word boundary that leaves two heads of a few words with their brackets
 * closed, each centred nearest its column; a line of prose, or a cell over more than two columns, is
 * left whole.
 */
function splitHeads(line: VisualLine, spans: readonly Rect[]): VisualLine {
  const cells = line.cells.flatMap((c) => {
    const under = spans.filter((s) => overlap(c.box, s) > 0);
    // A unit over the figures ("In tonnes of CO₂ equivalent") is the table's unit, not two heads.
    // Nor is one year head ("2018 (base year)") standing over a group of columns.
    if (under.length !== 2 || c.text.length > 60 || (tableUnitOf(c.text) && !withoutUnit(c.text)) || yearOf(c.text))
      return [c];
    const words = [...c.text.matchAll(/\S+/gu)];
    const piece = (from: number, to: number): Piece => {
      const a = words[from]!.index!;
      const b = words[to - 1]!.index! + words[to - 1]![0].length;
      const x = c.box.x + (c.box.w * a) / c.text.length;
      return { ...c, text: c.text.slice(a, b), box: { ...c.box, x, w: (c.box.w * (b - a)) / c.text.length } };
    };
    const mid = (r: Rect): number => r.x + r.w / 2;
    let best: { cost: number; parts: Piece[] } | undefined;
    for (let k = 1; k < words.length; k++) {
      const parts = [piece(0, k), piece(k, words.length)];
      if (!parts.every((p) => headLike(p.text))) continue;
      const cost = parts.reduce((sum, p, i) => sum + Math.abs(mid(p.box) - mid(under[i]!)), 0);
      if (!best || cost < best.cost) best = { cost, parts };
    }
    return best?.parts ?? [c];
  });
  return { ...line, cells };
}

/** A line that is only a rule typed out: dashes, underscores, equals signs or box-drawing strokes. */
const isRule = (line: VisualLine): boolean => line.cells.length === 1 && /^[-_=─━–—\s]{8,}$/u.test(line.cells[0]!.text);

/** A column head: a few words, its brackets closed. */
function headLike(text: string): boolean {
  const words = text.split(/\s+/u).length;
  const closed = (text.match(/\(/gu) ?? []).length === (text.match(/\)/gu) ?? []).length;
  // A scope word stays with its number ("Scope" | "2 MB (t)" is no cut).
  return words <= 4 && closed && !/\bscopes?$/iu.test(text);
}

/**
 * The head above line `first`: `spans` are where the table's figures stand. Each head line has a cell
 * over the figures; the others (at most two: "Indicator", "Unit") stand left of them, over the labels.
 */
export function findHead(
  lines: readonly VisualLine[],
  first: number,
  spans: readonly Rect[],
  gap = MAX_GAP
): TableHead {
  const figuresLeft = Math.min(...spans.map((s) => s.x));
  const figuresRight = Math.max(...spans.map((s) => s.x + s.w));
  // Rows that start with their figures (a spread's right-hand page) have no labels for a head to stand over.
  const firstCell = lines[first]!.cells[0];
  const labelsLeft = firstCell && !spans.some((s) => overlap(firstCell.box, s) > 0) ? firstCell.box.x : -1;
  const heads: VisualLine[] = [];
  const spanning: Piece[][] = [];
  let i = first - 1;
  for (; i >= 0 && heads.length < 3; i--) {
    // A rule typed as a line of dashes under the head ("-----", "=====") stands between it and the rows.
    if (isRule(lines[i]!)) continue;
    const line = splitHeads(lines[i]!, spans);
    const lower = heads.at(-1);
    if (!close(line, lower ?? lines[first]!, lower ? MAX_GAP : gap)) break;
    const over = line.cells.filter((c) => overFigures(c, spans));
    // A head line standing wholly past the figures (the second line of a change column's head: "Change" /
    // "2024/2023") is looked past: the heads over the figures stand above it.
    if (!over.length && line.cells.length && line.cells.every((c) => c.box.x >= figuresRight) && !heads.length) {
      heads.push({ ...line, cells: [] });
      continue;
    }
    // A line of figures over the columns is the last row of a table above, not a head.
    // Dashes and "n/a" stand in for figures there ("Total emissions | – | – | 5,674,010").
    const figure = (c: Piece): boolean => FIGURE.test(c.text) && !YEAR.test(c.text.trim());
    if (over.some(figure) && over.every((c) => figure(c) || NO_FIGURE.test(c.text.trim()))) break;
    // Years over groups of columns ("2024" over "t CO₂e | % of total") name the columns under them.
    // A year centred over its group may stand between the figure columns, over none of them.
    const within = line.cells.filter((c) => c.box.x + c.box.w > figuresLeft && c.box.x < figuresRight);
    if (
      lower &&
      !spanning.length &&
      spansYears(
        within,
        lower.cells.filter((c) => overFigures(c, spans))
      )
    ) {
      spanning.push(within);
      // What stands beside the years, over the labels, is corner text.
      heads.push({ ...line, cells: line.cells.filter((c) => c.box.x + c.box.w <= figuresLeft) });
      continue;
    }
    // A line over several columns at once is a caption, not a column head; so is one that starts over the
    // labels and runs on over the first figures ("Table 3 – GHG emissions by scope (k tCO2eq)").
    if (over.some((c) => spans.filter((s) => overlap(c.box, s) > 0).length > 1)) break;
    if (over.some((c) => c.box.x <= labelsLeft + 0.02)) break;
    // Other cells stand over the labels (corner: "Indicator", "Unit") or past the figures ("+/–", "Standards").
    // Years over no figures beside years over figures are columns left blank ("2014 … 2019" of a ten-year
    // summary filled from 2020 on): they are looked past.
    const blank = (c: Piece): boolean => !!yearOf(c.text) && over.some((o) => yearOf(o.text));
    const aside = line.cells.filter((c) => !overFigures(c, spans) && c.box.x < figuresRight && !blank(c));
    if (!over.length || aside.some((c) => c.box.x + c.box.w > figuresLeft) || aside.length > 3) break;
    heads.push({ ...line, cells: line.cells.filter((c) => overFigures(c, spans) || !blank(c)) });
  }
  const columns: Column[] = [];
  let corner: string | undefined;
  for (const line of [...heads].reverse()) {
    for (const c of line.cells) {
      if (!overFigures(c, spans)) {
        if (c.box.x < figuresLeft) corner = corner ? `${corner} ${c.text}` : c.text;
        continue;
      }
      // Two words of one head set apart ("2020" "BASE" in a typed filing) stand over the same one span of figures.
      const only = spans.filter((sp) => overlap(c.box, sp) > 0);
      // Two years are two columns, however close ("2025" "(2024)").
      const sameSpan = (k: Column): boolean =>
        only.length === 1 &&
        !(yearOf(k.label) && yearOf(c.text)) &&
        spans.filter((sp) => overlap(k.box, sp) > 0).every((sp) => sp === only[0]);
      const col = columns.find((k) => overlap(k.box, c.box) > 0) ?? columns.find(sameSpan);
      if (col) {
        col.label = `${col.label} ${c.text}`;
        col.parts.push(c.text);
        col.box = union(col.box, c.box);
      } else columns.push({ box: c.box, label: c.text, parts: [c.text] });
    }
  }
  columns.sort((a, b) => a.box.x - b.box.x);
  for (const years of spanning) spreadYears(columns, years);
  markEntities(columns);
  const captions: string[] = [];
  let top = i + 1;
  let below = heads[heads.length - 1] ?? lines[first]!;
  for (let j = i; j >= 0 && captions.length < 3; j--) {
    const line = lines[j]!;
    const text = line.cells.map((c) => c.text).join(' ');
    if (!close(line, below) || text.length > CAPTION_CHARS || line.cells.length > 2) break;
    if (line.cells.slice(1).some((c) => /^[\d.,()\s%–-]+$/u.test(c.text))) break;
    // The end of a paragraph ("… Values for 2024 in t CO₂e.") is prose, not a caption; a question over its
    // answer ("… Scope 2 emissions in metric tons CO2e?") is one.
    if (/[.!]$/u.test(text) || /^\p{Ll}/u.test(text)) break;
    if (!captions.length) markPlanned(columns, line);
    captions.push(text);
    below = line;
    top = j;
  }
  const box = heads.map((h) => h.box).reduce<Rect | undefined>((a, b) => (a ? union(a, b) : b), undefined);
  return {
    columns,
    ...(corner ? { corner } : {}),
    captions,
    top,
    ...(box ? { box } : {})
  };
}
