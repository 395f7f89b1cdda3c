/**
 * A page's printed lines from its text items, by geometry alone: pieces of text grouped into lines by
 * their vertical position, split into cells where the gap between them is wider than a space, and
 * footnote marks told apart by glyph size and baseline (a smaller glyph set above the line's
 * baseline: "Scope 1¹"). Items are page-relative boxes (0..1, top-left origin); font sizes in points.
 */
import { DATE_CELL } from './cellText';
import { stripMarks } from './marks';
import type { Rect, TextItem } from '../../ingest/types';
import type { Piece, VisualLine } from './types';

export interface PageGeometry {
  width: number;
  height: number;
  items: readonly TextItem[];
}

/** A gap at least this many em wide separates two cells. */
const CELL_GAP_EM = 0.9;
/** After a figure, words this many em away stand in a cell of their own (a word space is about a quarter em). */
const WORDS_GAP_EM = 0.5;
/** A glyph this much smaller than its line's text, raised above its baseline, is a superscript. */
const SMALLER = 0.85;
/**
 * A piece of the line's size joins it when its centre is this close to the line's first piece's
 * centre (share of the taller's height): a label set between two rows ("Scope 3 downstream" half a
 * line below "Total") starts a line of its own instead of drawing both rows into one.
 */
const SAME_LINE = 0.3;
/** What a superscript may say to be a footnote mark: a short number, letter or symbol, or a list of them ("a,f"). */
const MARK = /^\(?(?:\d{1,2}|[a-z]|[*†‡§#]{1,3})(?:\s?,\s?(?:\d{1,2}|[a-z]|[*†‡§#]{1,3}))*\)?,?$/iu;

/** An item's text cut where two or more spaces stand (one item holding several cells). */
function piecesOf(item: TextItem): Piece[] {
  const out: Piece[] = [];
  const str = item.str;
  const len = str.length;
  if (!len || !str.trim()) return out;
  for (const m of str.matchAll(/\S+(?: \S+)*/gu)) {
    const x = item.box.x + (item.box.w * m.index) / len;
    const w = (item.box.w * m[0].length) / len;
    out.push({ text: m[0], box: { x, y: item.box.y, w, h: item.box.h }, fontSize: item.fontSize, marks: [] });
  }
  return out;
}

/** Horizontal text: rotated items are left out; a slant (italics drawn by skewing) is not a rotation. */
const upright = (item: TextItem): boolean => Math.abs(item.transform[1]) <= 1e-3 * Math.abs(item.transform[0]);
const mid = (r: Rect): number => r.y + r.h / 2;

interface Building {
  main: Piece[];
  small: Piece[];
  top: number;
  bottom: number;
}

const smaller = (p: Piece, line: Building): boolean => p.fontSize < line.main[0]!.fontSize * SMALLER;
/** Two pieces of a size whose centres stand level (see SAME_LINE). */
const level = (p: Piece, first: Piece): boolean =>
  Math.abs(mid(p.box) - mid(first.box)) <= SAME_LINE * Math.max(p.box.h, first.box.h);

/** True when `p` starts within a few points after `m` ends (page-relative x). */
const follows = (m: Piece, p: Piece): boolean => p.box.x >= m.box.x && p.box.x - (m.box.x + m.box.w) < 0.01;

/**
 * Words in smaller type under other words of the line (a narrow label wrapped in 8 pt beside prose in 9.5 pt: "Direct
 * emissions from" over "owned or controlled", both within the prose line's height) are a line of their own.
 */
const stacked = (p: Piece, line: Building): boolean =>
  !MARK.test(p.text.trim()) &&
  [...line.main, ...line.small].some(
    (q) => Math.min(q.box.x + q.box.w, p.box.x + p.box.w) > Math.max(q.box.x, p.box.x)
  );

/** Groups pieces into lines: the largest glyphs first, then smaller ones into the line their centre falls in. */
function groupLines(pieces: Piece[]): Building[] {
  const lines: Building[] = [];
  const bySize = [...pieces].sort((a, b) => b.fontSize - a.fontSize || a.box.y - b.box.y);
  for (const p of bySize) {
    const c = mid(p.box);
    const fits = lines.filter(
      (l) => c >= l.top && c <= l.bottom && ((smaller(p, l) && !stacked(p, l)) || level(p, l.main[0]!))
    );
    // A small glyph between two lines (a mark raised over a row) goes to the line it stands right after.
    const line = fits.find((l) => smaller(p, l) && l.main.some((m) => follows(m, p))) ?? fits[0];
    if (!line) {
      lines.push({ main: [p], small: [], top: p.box.y, bottom: p.box.y + p.box.h });
      continue;
    }
    if (smaller(p, line)) line.small.push(p);
    else {
      line.main.push(p);
      line.top = Math.min(line.top, p.box.y);
      line.bottom = Math.max(line.bottom, p.box.y + p.box.h);
    }
  }
  return lines;
}

/** Small pieces raised above the line's baseline that read as marks attach to the piece before them. */
function attachMarks(line: Building): Piece[] {
  const pieces = [...line.main];
  const height = line.bottom - line.top;
  for (const s of line.small) {
    const raised = line.bottom - (s.box.y + s.box.h) > height * 0.15;
    if (raised && MARK.test(s.text.trim())) {
      const before = pieces
        .filter((p) => p.box.x <= s.box.x)
        .sort((a, b) => b.box.x + b.box.w - (a.box.x + a.box.w))[0];
      if (before) {
        before.marks.push(s.text.trim());
        continue;
      }
    }
    pieces.push(s);
  }
  return pieces.sort((a, b) => a.box.x - b.box.x);
}

/**
 * A figure, and a reference code or a date set close after it ("91 060" | "305-1 / E1-6", "488,640" |
 * "January 1, 2023"): two cells, never one.
 */
const NUMBER = /^[-−(]?\d[\d.,\u00a0\u2009\u202f ]*\)?$/u;
const CODE = /^(?:\d{3}-\d{1,2}\b|[A-Z]{1,3}\d{1,2}-\d{1,2}\b|(?:GRI|SASB|ESRS|TCFD)\b)/u;
const setApart = (text: string): boolean => CODE.test(text) || DATE_CELL.test(text.trim());

/**
 * Joins neighbouring pieces closer than a cell gap (a label printed word by word stays one cell), except
 * a reference code after a figure.
 */
function cellsOf(pieces: readonly Piece[], pageWidth: number): Piece[] {
  const out: Piece[] = [];
  for (const p of pieces) {
    const last = out[out.length - 1];
    const gap = last ? (p.box.x - (last.box.x + last.box.w)) * pageWidth : Infinity;
    // A figure with its note mark ("55,910ᵇ") is a figure.
    const figure = last && NUMBER.test(stripMarks(last.text).text);
    const code = figure && setApart(p.text);
    // Words or another figure set more than a space after a figure start a cell of their own ("2024 | Change
    // 2023–2024 (%)", "2022 | 2018 (ref.)"); a thousands separator is a space at most.
    const wordsAfter = figure && /^[\p{L}\d]/u.test(p.text) && gap > WORDS_GAP_EM * p.fontSize;
    const size = Math.max(last?.fontSize ?? 0, p.fontSize);
    if (last && gap < CELL_GAP_EM * size && !last.marks.length && !code && !wordsAfter) {
      const x = Math.min(last.box.x, p.box.x);
      const y = Math.min(last.box.y, p.box.y);
      const right = Math.max(last.box.x + last.box.w, p.box.x + p.box.w);
      const bottom = Math.max(last.box.y + last.box.h, p.box.y + p.box.h);
      out[out.length - 1] = {
        text: `${last.text}${gap > 0.1 * p.fontSize ? ' ' : ''}${p.text}`,
        box: { x, y, w: right - x, h: bottom - y },
        fontSize: Math.max(last.fontSize, p.fontSize),
        marks: p.marks
      };
    } else out.push({ ...p, marks: [...p.marks] });
  }
  return out;
}

/** The page's lines, top to bottom, each with its cells left to right. */
export function visualLines(page: PageGeometry): VisualLine[] {
  const pieces = page.items.filter(upright).flatMap(piecesOf);
  return groupLines(pieces)
    .map((l): VisualLine => {
      const cells = cellsOf(attachMarks(l), page.width);
      const x = Math.min(...cells.map((c) => c.box.x));
      const right = Math.max(...cells.map((c) => c.box.x + c.box.w));
      return {
        cells,
        box: { x, y: l.top, w: right - x, h: l.bottom - l.top },
        fontSize: l.main[0]!.fontSize
      };
    })
    .sort((a, b) => a.box.y - b.box.y);
}
