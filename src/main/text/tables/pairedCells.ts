/**
 * Cells that print the current year's figure with the prior year's in brackets, under a head naming both years
 * ("2025 (2024)" over "573,090 (610,680)"), as Nordic reports set their key figures. Where a page has such a head,
 * the head and each such cell are split in two, the bracketed part a column of its own: "2025" | "(2024)" over
 * "573,090" | "610,680". The brackets of the prior figure mark the year, not a negative amount, so they are dropped.
 */
import { overlap } from './header';
import type { Piece, VisualLine } from './types';

const PAIRED_HEAD = /^((?:FY\s?)?(?:19|20)\d\d)\s*(\(\s*(?:FY\s?)?(?:19|20)\d\d\s*\))$/u;
const FIGURE = String.raw`\d{1,3}(?:[,.\s\u00a0\u202f]\d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)?`;
const PAIRED_CELL = new RegExp(String.raw`^(${FIGURE})\s*\(\s*(${FIGURE})\s*\)$`, 'u');

/** The piece cut in two at the start of its second part, each part's box in proportion to its characters. */
function cut(piece: Piece, first: string, second: string): Piece[] {
  const at = piece.text.lastIndexOf('(');
  const w = piece.box.w / Math.max(1, piece.text.length);
  return [
    { ...piece, text: first, box: { ...piece.box, w: w * first.length } },
    { ...piece, text: second, box: { ...piece.box, x: piece.box.x + w * at, w: w * (piece.text.length - at) } }
  ];
}

/** The union of the boxes along x, at the given line's height. */
function spanOf(boxes: ReadonlyArray<Piece['box']>, at: Piece['box']): Piece['box'] {
  const x = Math.min(...boxes.map((b) => b.x));
  return { ...at, x, w: Math.max(...boxes.map((b) => b.x + b.w)) - x };
}

/**
 * The page's lines with paired heads and cells split, when a head naming two years stands on the page. Each head's
 * two parts take the spans of the cells' two parts under it, so each year stands over its own figures.
 */
export function splitPairedCells(lines: readonly VisualLine[]): VisualLine[] {
  if (!lines.some((l) => l.cells.some((c) => PAIRED_HEAD.test(c.text.trim())))) return [...lines];
  const pairs: Array<{ whole: Piece; parts: Piece[] }> = [];
  const cells = lines.map((l) =>
    l.cells.flatMap((c) => {
      // A head "2025 (2024)" reads as a paired cell too: it is split below, over its cells.
      const m = PAIRED_HEAD.test(c.text.trim()) ? null : PAIRED_CELL.exec(c.text.trim());
      if (!m) return [c];
      const parts = cut(c, m[1]!, m[2]!);
      pairs.push({ whole: c, parts });
      return parts;
    })
  );
  return lines.map((l, i) => ({
    ...l,
    cells: cells[i]!.flatMap((c) => {
      const m = PAIRED_HEAD.exec(c.text.trim());
      if (!m) return [c];
      const [first, second] = cut(c, m[1]!, m[2]!.replace(/\s+/gu, ''));
      const under = pairs.filter((p) => p.whole.box.y > c.box.y && overlap(p.whole.box, c.box) > 0);
      if (!under.length) return [first!, second!];
      const left = spanOf(
        under.map((p) => p.parts[0]!.box),
        c.box
      );
      const right = spanOf(
        under.map((p) => p.parts[1]!.box),
        c.box
      );
      // A long current figure ("5,350,990 (5,488,490)") reaches past where a short row's prior figure starts: the
      // current year's span ends where the prior year's begins, so the two heads never overlap.
      const end = Math.min(left.x + left.w, right.x);
      return [
        { ...first!, box: { ...left, w: Math.max(end - left.x, 0) } },
        { ...second!, box: right }
      ];
    })
  }));
}
