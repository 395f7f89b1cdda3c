/**
 * Years as rows where one year's row spans sub-rows: the year and most figures on the middle line, and one column's
 * figure printed twice, on a line just above and just below, each after a word naming which ("location-based" /
 * "market-based" under a "Scope 2 method" head, beside a "Scope 2" head). Each such sub-row's figure becomes a column
 * of its own ("Scope 2 location-based"), set after the last column on the year's line, so the years-as-rows
 * reading (grid.ts) takes it like any other column; `placeBack` then gives each cell read there its printed box.
 */
import type { Rect } from '../../ingest/types';
import { cellValue, yearOf } from './cellText';
import { overlap, union } from './header';
import type { PageTable, Piece, VisualLine } from './types';

/** The sub-row's line stands this many of the year line's heights from it, at most (centre to centre). */
const NEAR = 1.6;
/** The gap between the columns of sub-rows set after the year's line (page-relative x). */
const GAP = 0.03;

interface Band {
  at: number;
  subs: Array<{ at: number; word: string; wordBox: Rect; figure: Piece }>;
}

const mid = (r: Rect): number => r.y + r.h / 2;
const isFigure = (p: Piece): boolean => cellValue(p) !== undefined && !yearOf(p.text);

/** A line just above or below a year's line printing one word cell and one figure in a column the year leaves empty. */
function subRow(
  line: VisualLine,
  year: VisualLine,
  left: number
): { word: string; wordBox: Rect; figure: Piece } | undefined {
  if (Math.abs(mid(line.box) - mid(year.box)) > NEAR * year.box.h || yearOf(line.cells[0]?.text ?? '')) return;
  const [word, figure] = line.cells;
  if (line.cells.length !== 2 || word!.box.x <= left + 0.02 || isFigure(word!) || !isFigure(figure!)) return;
  if (year.cells.some((c) => overlap(c.box, figure!.box) > 0)) return;
  return { word: word!.text.trim(), wordBox: word!.box, figure: figure! };
}

function bandsOf(lines: readonly VisualLine[]): Band[] {
  const years = lines.flatMap((l, at) =>
    yearOf(l.cells[0]?.text ?? '') && l.cells.slice(1).some(isFigure) ? [at] : []
  );
  const left = Math.min(...years.map((at) => lines[at]!.cells[0]!.box.x));
  return years.map((at) => ({
    at,
    subs: [at - 1, at + 1].flatMap((k) => {
      const line = lines[k];
      const sub = line && !years.includes(k) ? subRow(line, lines[at]!, left) : undefined;
      return sub ? [{ at: k, ...sub }] : [];
    })
  }));
}

/** The head cell over the sub-rows' figures: on the nearest line above the first band with a cell over them. */
function headOver(
  lines: readonly VisualLine[],
  before: number,
  figure: Piece
): { at: number; cell: Piece } | undefined {
  for (let k = before - 1; k >= Math.max(0, before - 4); k--) {
    const cell = lines[k]!.cells.find((c) => overlap(c.box, figure.box) > 0);
    if (cell && !isFigure(cell)) return { at: k, cell };
  }
  return undefined;
}

export interface YearBands {
  lines: VisualLine[];
  /** The printed box of each figure moved past the page's edge, by its moved box's key. */
  moved: Map<string, Rect>;
}

const key = (r: Rect): string => `${r.x.toFixed(4)}|${r.y.toFixed(4)}`;

/** The page's lines with years' sub-rows turned into columns of their own, when at least two years have them. */
export function yearBands(lines: readonly VisualLine[]): YearBands {
  const none = { lines: [...lines], moved: new Map<string, Rect>() };
  const bands = bandsOf(lines).filter((b) => b.subs.length > 0);
  const words = [...new Set(bands.flatMap((b) => b.subs.map((s) => s.word)))];
  if (bands.length < 2 || bands.some((b) => b.subs.length !== words.length)) return none;
  const firstSub = Math.min(...bands[0]!.subs.map((s) => s.at), bands[0]!.at);
  const head = headOver(lines, firstSub, bands[0]!.subs[0]!.figure);
  if (!head) return none;
  const moved = new Map<string, Rect>();
  // Right after the widest line's last cell, one column a word gap apart from the next, as if printed there.
  const right = Math.max(
    ...bands.map((b) => lines[b.at]!.box.x + lines[b.at]!.box.w),
    head.cell.box.x + head.cell.box.w
  );
  const width = Math.max(...bands.flatMap((b) => b.subs.map((s) => s.figure.box.w)));
  const place = (j: number, y: Rect): Rect => ({ x: right + GAP + j * (width + GAP), y: y.y, w: width, h: y.h });
  const out = lines.map((line, at): VisualLine => {
    if (at === head.at) {
      // The head over the sub-rows' words ("Scope 2 method") heads no column once they are columns.
      const wordBoxes = bands.flatMap((b) => b.subs.map((s) => s.wordBox));
      const cells = line.cells.filter((c) => c !== head.cell && !wordBoxes.some((w) => overlap(c.box, w) > 0));
      const added = words.map((w, j) => ({
        ...head.cell,
        text: `${head.cell.text} ${w}`,
        box: place(j, head.cell.box)
      }));
      return { ...line, cells: [...cells, ...added] };
    }
    const band = bands.find((b) => b.at === at);
    if (!band) return line;
    const added = band.subs.map((s) => {
      const box = place(words.indexOf(s.word), line.box);
      moved.set(key(box), s.figure.box);
      return { ...s.figure, box };
    });
    // The year's row spans its sub-rows' lines.
    const box = band.subs.map((s) => lines[s.at]!.box).reduce(union, line.box);
    return { ...line, box, cells: [...line.cells, ...added] };
  });
  const subs = new Set(bands.flatMap((b) => b.subs.map((s) => s.at)));
  return { lines: out.filter((_, at) => !subs.has(at)), moved };
}

/** The tables with each moved figure's box set back where it is printed. */
export function placeBack(tables: readonly PageTable[], moved: ReadonlyMap<string, Rect>): PageTable[] {
  if (!moved.size) return [...tables];
  return tables.map((t) => ({
    ...t,
    cells: t.cells.map((c) => ({ ...c, rects: c.rects.map((r) => moved.get(key(r)) ?? r) }))
  }));
}
