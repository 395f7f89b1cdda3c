/**
 * Where a typed query occurs in a page's normalized text: every non-overlapping occurrence, compared
 * case-insensitively with each whitespace run on either side treated as one space (line breaks in
 * the page do not matter) and sub- and superscript digits read as ASCII ("CO2" finds "CO₂"). Offsets
 * are into the page text as stored, so they map back to its items. Counting works on the folded page
 * alone (`foldPage`, what the find index keeps), with the same rule, so a page's count and its ranges
 * always agree. Pure.
 */
import { foldScripts, normalizeText } from '../../ingest/normalize';
import { squash, squashString } from '../../ingest/squash';

export interface TextRange {
  start: number;
  end: number;
}

/** The query as it is compared: normalized like page text, lower-cased, whitespace folded and trimmed. */
export const foldQuery = (query: string): string => squash(normalizeText(query)).s.trim();

/** A page's text as it is compared with a folded query (lower-cased, whitespace folded, digits ASCII). */
export const foldPage = (text: string): string => squashString(foldScripts(text));

/** Start offsets, in `folded`, of every non-overlapping occurrence of `q`, at most `limit`. */
function occurrences(folded: string, q: string, limit: number): number[] {
  const out: number[] = [];
  if (!q) return out;
  let at = folded.indexOf(q);
  while (at >= 0 && out.length < limit) {
    out.push(at);
    at = folded.indexOf(q, at + q.length);
  }
  return out;
}

/** How many times a folded query occurs in a folded page (non-overlapping), counting at most `limit`. */
export const countOccurrences = (foldedPage: string, foldedQuery: string, limit = Infinity): number =>
  occurrences(foldedPage, foldedQuery, limit).length;

/** Every occurrence of `query` in `text`, in order, not overlapping; [] for a blank query. */
export function findRanges(text: string, query: string, limit = Infinity): TextRange[] {
  const q = foldQuery(query);
  if (!q || limit <= 0) return [];
  const page = squash(foldScripts(text));
  return occurrences(page.s, q, limit).map((at) => ({ start: page.pos[at]!, end: page.pos[at + q.length - 1]! + 1 }));
}
