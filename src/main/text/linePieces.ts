/**
 * A line of page text that holds two things side by side: a table row on the left and, past a wide
 * gap, something else (a note, prose, another table's label). Ingestion joins them into one line
 * when they share a baseline; a table row then loses its end ("… 14,570 on previous year's data
 * when …" is no row) and the prose beside it retires the table's header. Split at such a gap, each
 * piece is read on its own. Lines are split only after a row: a line without one stays whole, so
 * prose and headings read as before.
 */
import type { LineInfo, Rect } from '../ingest/types';
import { parseTableRows } from '../facts/tables';

/** A gap this wide (share of page width) between two tokens can separate two columns. */
const COLUMN_GAP = 0.025;
/** Tokens that continue a row's cells rather than start something new. */
const CELL_LIKE = /^(?:[-+(]?\d[\d.,\u00a0]*%?\)?[*¹²³⁴⁵]?|-|—|–|n\/a|%|pp|t|kt|mt|t ?co2e?|tco₂e?)$/iu;

type SpanBox = (start: number, end: number) => Rect | null;

/**
 * The pieces of a line (offsets into the page text, boxes from the geometry): the line itself,
 * unless a table row ends right before a wide gap followed by a word.
 */
export function linePieces(
  text: string,
  line: LineInfo,
  s: number,
  e: number,
  spanBox: SpanBox | undefined
): LineInfo[] {
  const whole = [{ ...line, start: s, end: e }];
  if (!spanBox) return whole;
  const t = text.slice(s, e);
  const toks = [...t.matchAll(/\S+/gu)].map((m) => ({ s: m.index, e: m.index + m[0].length, t: m[0] }));
  if (toks.filter((x) => CELL_LIKE.test(x.t)).length < 2) return whole;
  const out: LineInfo[] = [];
  let from = 0;
  for (let i = 1; i < toks.length; i++) {
    const prev = toks[i - 1]!;
    const next = toks[i]!;
    if (CELL_LIKE.test(next.t) || !CELL_LIKE.test(prev.t)) continue;
    const a = spanBox(s + prev.s, s + prev.e);
    const b = spanBox(s + next.s, s + next.e);
    if (!a || !b || b.x - (a.x + a.w) < COLUMN_GAP) continue;
    // Split only where the part so far ends in a table row.
    const part = t.slice(toks[from]!.s, prev.e);
    const rows = parseTableRows(part);
    const lastRow = rows[rows.length - 1];
    if (!lastRow || lastRow.end !== part.length) continue;
    out.push(piece(line, s + toks[from]!.s, s + prev.e, spanBox));
    from = i;
  }
  if (!out.length) return whole;
  out.push(piece(line, s + toks[from]!.s, e, spanBox));
  return out;
}

function piece(line: LineInfo, start: number, end: number, spanBox: SpanBox): LineInfo {
  return { ...line, start, end, box: spanBox(start, end) ?? line.box };
}
